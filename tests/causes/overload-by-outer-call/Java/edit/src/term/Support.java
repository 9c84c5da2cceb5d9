package term;

public class Support {
    String keyFor(int op) {
        return "\033[" + op;
    }

    protected class Buffer {
        private final java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();

        public Buffer op(int op) {
            return append(keyFor(op));
        }

        public Buffer ctrl(char let) {
            return append((char) (let - 'A' + 1));
        }

        public Buffer escape() {
            return append("\033");
        }

        public Buffer append(String str, boolean raw) {
            for (byte b : str.getBytes()) {
                out.write(b);
            }
            return this;
        }

        public Buffer append(int i) {
            out.write(i);
            return this;
        }
    }
}
