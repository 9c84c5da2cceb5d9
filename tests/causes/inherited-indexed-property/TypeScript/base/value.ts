export class Form {
  setMeta(name: string): void {}
}

export class Group {
  setMeta(name: string): void {}
}
