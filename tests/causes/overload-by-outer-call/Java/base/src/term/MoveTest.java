package term;

public class MoveTest extends Support {
    Buffer alpha(String left) {
        return (new Buffer())
            .escape()
            .append(left)
            .append("iX");
    }

    Buffer beta(String left) {
        return (new Buffer()).escape().append('3').append(left.length());
    }

    Buffer gamma(String left) {
        Buffer b = new Buffer();
        return b.escape().append(left);
    }
}
