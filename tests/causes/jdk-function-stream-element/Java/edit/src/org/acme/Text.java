package org.acme;

import static java.util.stream.Collectors.toList;

import java.util.List;

public class Text {
  public static String wrap(String line, int width, boolean words) {
    return line.length() > width ? line.substring(0, width) : line;
  }

  public static List<String> wrap(List<String> lines, int width) {
    return lines.subList(0, Math.min(lines.size(), width));
  }

  static List<String> wrapEach(List<String> lines, int width) {
    return lines.stream().map(line -> wrap(line, width)).collect(toList());
  }
}
