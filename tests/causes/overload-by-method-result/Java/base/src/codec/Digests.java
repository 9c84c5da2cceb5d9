package codec;

import java.nio.ByteBuffer;

public class Digests {
    static byte[] md5(byte[] data) {
        return data.clone();
    }

    static byte[] md5(String data) {
        return data.getBytes();
    }

    static ByteBuffer wrap(byte[] data) {
        return ByteBuffer.wrap(data);
    }

    String alpha(String data) {
        return Hex.encodeHexString(md5(data));
    }

    String beta(byte[] data) {
        return Hex.encodeHexString(wrap(data));
    }

    String gamma(byte[] data) {
        return Hex.encodeHexString(this.md5(data));
    }
}
