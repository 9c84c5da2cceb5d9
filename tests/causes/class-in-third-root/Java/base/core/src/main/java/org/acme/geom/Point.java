package org.acme.geom;

public class Point extends Geometry {}
