package p;

public interface JsonKey {
    String getKey();
}
