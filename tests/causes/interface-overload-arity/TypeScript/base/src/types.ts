export class Meta {
  constructor(public label: string) {}
  describe(text: string): string {
    return this.label + text;
  }
}

export interface Schema {
  meta(): Meta | undefined;
  meta(data: Meta): this;
  describe(text: string): this;
}

export interface StringSchema extends Schema {
  min(n: number): this;
}

class StringImpl implements StringSchema {
  private m: Meta | undefined;
  meta(): Meta | undefined;
  meta(data: Meta): this;
  meta(data?: Meta): Meta | undefined | this {
    if (data) {
      this.m = data;
      return this;
    }
    return this.m;
  }
  describe(text: string): this {
    this.m = new Meta(text);
    return this;
  }
  min(n: number): this {
    return n > 0 ? this : this;
  }
}

export function string(): StringSchema {
  return new StringImpl();
}
