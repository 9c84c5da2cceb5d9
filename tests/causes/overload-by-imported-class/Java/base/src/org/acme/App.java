package org.acme;

import java.io.File;

import org.xml.sax.InputSource;

public class App {
    String alpha(Builder builder) {
        String name = null;
        return builder.build(name);
    }

    String beta(Builder builder, File file) {
        return builder.build(file.toString());
    }

    String gamma(Builder builder, InputSource in) {
        return builder.build(in);
    }
}
