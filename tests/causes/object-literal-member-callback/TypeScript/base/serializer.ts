export class State {
  write(content?: string): void {}
}

export class Other {
  write(content?: string): void {}
}

export type Spec = { open: string };

export class Serializer {
  constructor(
    readonly nodes: { [node: string]: (state: State, index: number) => void },
    readonly marks: { [mark: string]: Spec },
  ) {}
}

export function render(hooks: {
  start(state: State): void;
  end: (state: State) => void;
  other?: (o: Other) => void;
}): void {}

export function generic<T>(hooks: { [key: string]: (t: T) => void }): void {}
