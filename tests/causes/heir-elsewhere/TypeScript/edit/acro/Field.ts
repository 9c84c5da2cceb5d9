class Field {
  readonly name: string;
  readonly ref: number;

  protected constructor(name: string, ref: number, kind: string) {
    this.name = name;
    this.ref = ref;
  }
}

export default Field;
