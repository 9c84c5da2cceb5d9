class Field {
  constructor(readonly dict: Map<string, number>) {}

  setFlagTo(flag: number, enable: boolean): void {}
}

export default Field;
