package vec;

public class Unit extends Shape {
}
