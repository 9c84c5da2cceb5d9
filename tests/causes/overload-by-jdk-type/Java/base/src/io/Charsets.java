package io;

import java.nio.charset.Charset;

public class Charsets {
    public static Charset toCharset(Charset charset) {
        return charset;
    }

    public static Charset toCharset(String name) {
        return Charset.forName(name);
    }

    public static Charset toCharset(String first, String... more) {
        return null;
    }
}
