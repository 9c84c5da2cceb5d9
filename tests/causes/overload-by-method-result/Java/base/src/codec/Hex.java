package codec;

import java.nio.ByteBuffer;

public class Hex {
    public static String encodeHexString(byte[] data) {
        return new String(data);
    }

    public static String encodeHexString(ByteBuffer data) {
        return data.toString();
    }
}
