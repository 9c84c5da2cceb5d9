package org.acme;

public class Item {
}
