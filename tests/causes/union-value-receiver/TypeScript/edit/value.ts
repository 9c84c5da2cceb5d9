export class Field {
  kind = "field" as const;
  setMeta(v: number, silent: boolean): void {}
}

export class Group {
  kind = "group" as const;
  setMeta(v: number): void {}
}

export class Box {
  setMeta(v: number): void {}
}

export class Holder {
  one(): Field | Group | undefined {
    return undefined;
  }

  many(): (Field | Group)[] | undefined {
    return [];
  }

  other(): Group | Box {
    return new Box();
  }
}
