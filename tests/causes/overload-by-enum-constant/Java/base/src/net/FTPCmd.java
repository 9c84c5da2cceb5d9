package net;

public enum FTPCmd {
    USER,
    PASS;

    public static final int LIMIT = 3;
}
