export class Form {
  setMeta(name: string, meta: number): void {}
}

export class Group {
  setMeta(name: string): void {}
}
