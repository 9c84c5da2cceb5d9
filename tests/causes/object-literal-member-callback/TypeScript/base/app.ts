import { Serializer, State, render, generic } from "./serializer";

export function alpha(): Serializer {
  return new Serializer(
    {
      paragraph(state, index) {
        state.write("p" + index);
      },
    },
    {},
  );
}

export function beta(): Serializer {
  return new Serializer(
    {
      heading: (state) => {
        state.write("#");
      },
    },
    { em: { open: "*" } },
  );
}

export function gamma(): void {
  render({
    start(state) {
      state.write("s");
    },
    end: (state) => state.write("e"),
    other(o) {
      o.write("x");
    },
  });
}

export function delta(): void {
  generic<string>({
    any(t) {
      t.trim();
    },
  });
}

export function epsilon(state: State): void {
  state.write("direct");
}
