export abstract class Layout {
  constructor(options: Layout.IOptions) {
    this.fitPolicy = options.fitPolicy || 'set-min-size';
  }

  fitPolicy: string;
}

export namespace Layout {
  export interface IOptions {
    fitPolicy?: string;
  }
}
