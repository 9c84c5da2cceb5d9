public class Spec {
}
