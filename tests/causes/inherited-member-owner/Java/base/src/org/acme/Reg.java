package org.acme;

public class Reg implements Registry {
}
