package p;

public interface JsonKey {
    String getKey(boolean lower);
}
