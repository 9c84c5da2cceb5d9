package org.acme;

import java.io.File;

import org.xml.sax.InputSource;

public class Builder {
    public String build(String systemId, boolean validate) {
        return systemId;
    }

    public String build(InputSource in) {
        return in.getSystemId();
    }

    public String build(File file) {
        return file.getPath();
    }
}
