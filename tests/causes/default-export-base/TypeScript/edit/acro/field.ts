class Field {
  constructor(readonly dict: Map<string, number>) {}

  setFlagTo(flag: number, enable: boolean, tag: string): void {}
}

export default Field;
