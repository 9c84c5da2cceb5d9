import { Editor, Store } from "./editor";

export class StateNode {
  constructor(public editor: Editor) {}
}

export class Pointing extends StateNode {
  alpha(ids: string[]): string[] {
    const { editor } = this;
    return ids.map((id) => editor.getShape(id));
  }
}

export class Frame {
  private editor: Editor;

  constructor(e: Editor) {
    this.editor = e;
  }

  beta(): string {
    const { editor } = this;
    return editor.getShape("a");
  }
}

export class Cache {
  constructor(public editor: Store) {}

  gamma(): string {
    const { editor } = this;
    return editor.getShape("a", 1);
  }
}
