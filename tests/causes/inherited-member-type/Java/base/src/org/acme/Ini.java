package org.acme;

public class Ini extends BasicProfile {
}
