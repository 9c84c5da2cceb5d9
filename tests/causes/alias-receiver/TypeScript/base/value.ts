export class Field<T> {
  setMeta(meta: T): void {}
}

export class Group {
  setMeta(meta: unknown): void {}
}

export type AnyField = Field<any>;

export type AnyGroup = Group;
