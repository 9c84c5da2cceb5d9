package net;

public class FTP {
    public int sendCommand(FTPCmd command, String args, boolean flush) {
        return 0;
    }

    public int sendCommand(int command, String args) {
        return 0;
    }

    public int sendCommand(String command, String args) {
        return 0;
    }
}
