package net;

public class Client {
    private final FTP ftp = new FTP();

    int alpha(String user) {
        return ftp.sendCommand(FTPCmd.USER, user);
    }

    int beta(String user) {
        return ftp.sendCommand(FTPCmd.LIMIT, user);
    }

    int gamma(String raw, String user) {
        return ftp.sendCommand(raw, user);
    }
}
