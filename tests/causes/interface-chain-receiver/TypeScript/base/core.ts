export interface Base<O = unknown> {
  readonly _out?: O;
}

export interface Ctx {
  value: unknown;
  addIssue(message: string): void;
}
