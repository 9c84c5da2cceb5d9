export class Transaction {
  deleteSelection(): this {
    return this;
  }

  scrollIntoView(reason: string): this {
    return this;
  }
}

export class EditorState {
  get tr(): Transaction {
    return new Transaction();
  }
}

export class Box {
  scrollIntoView(): void {}
}

export type Command = (state: EditorState, dispatch?: (tr: Transaction) => void) => boolean;
