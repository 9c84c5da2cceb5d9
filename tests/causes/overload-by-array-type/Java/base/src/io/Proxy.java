package io;

public class Proxy {
    int alpha(char[] chars) {
        return IOUtils.length(chars);
    }

    int beta(String[] names) {
        return IOUtils.length(names);
    }

    int gamma(byte[] bytes) {
        return IOUtils.length(bytes);
    }

    int delta(StringBuilder text) {
        return IOUtils.length(text);
    }
}
