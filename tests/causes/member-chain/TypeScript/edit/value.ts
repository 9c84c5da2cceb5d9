export class Doc {
  resolve(pos: number, bias: number): number { return pos + bias; }
}

export class Pos {
  constructor(readonly path: Doc[]) {}
  get doc() { return this.node(0); }
  node(depth: number): Doc { return this.path[depth]; }
}

export class Mark {
  resolve(pos: number): number { return pos; }
}
