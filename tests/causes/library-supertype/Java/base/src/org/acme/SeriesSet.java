package org.acme;

import org.lib.Copyable;

public class SeriesSet implements Series, Copyable {
}
