package org.acme;

import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

public class Use {
  private final Function<String, String> normalizer = s -> s.trim();

  String alpha(String line) {
    return Text.wrap(normalizer.apply(line), 10);
  }

  void beta(List<String> lines) {
    lines.forEach(l -> Text.wrap(l, 3));
  }

  List<String> gamma(List<String> lines) {
    return Text.wrap(lines, 10);
  }

  List<List<String>> delta(List<List<String>> groups) {
    return groups.stream().map(g -> Text.wrap(g, 4)).collect(Collectors.toList());
  }
}
