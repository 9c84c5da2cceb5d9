export class Field<T> {
  setMeta(meta: T, silent: boolean): void {}
}

export class Group {
  setMeta(meta: unknown): void {}
}

export type AnyField = Field<any>;

export type AnyGroup = Group;
