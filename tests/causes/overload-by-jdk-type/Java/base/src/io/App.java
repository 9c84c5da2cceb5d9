package io;

import java.nio.charset.Charset;

public class App {
    Charset alpha(Charset charset) {
        return Charsets.toCharset(charset);
    }

    Charset beta(String name) {
        return Charsets.toCharset(name);
    }
}
