export class NodeType {
  create(attrs: string | null = null, content: number): number { return content ?? 0; }
}

export class MarkType {
  create(attrs: string | null = null): number { return 1; }
}

export class Schema {
  constructor(
    readonly nodes: { readonly [name: string]: NodeType },
    readonly marks: { readonly [name: string]: MarkType },
  ) {}
}
