package vec;

public abstract class Shape {
}
