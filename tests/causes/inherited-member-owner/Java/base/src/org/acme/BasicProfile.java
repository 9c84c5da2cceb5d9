package org.acme;

public class BasicProfile implements Profile {
}
