import * as core from "./core";

export interface Schema<out O = unknown> extends core.Base<O> {
  describe(description: string, source: string): this;
  optional(): Optional<this>;
  refine(check: (arg: O, ctx: core.Ctx) => void): this;
}

export interface _Schema<T = unknown> extends Schema<T> {}

export interface Text extends _Schema<string> {
  min(n: number, params?: string): this;
}

export interface Optional<S> extends _Schema<S | undefined> {
  unwrap(): S;
}

export interface Other {
  describe(description: string, source: string): Other;
  check(fn: (arg: unknown, ctx: OtherCtx) => void): Other;
}

export interface OtherCtx {
  addIssue(message: string): void;
}

export function text(params?: string): Text;
export function text<T extends string>(params?: string): core.Base<T>;
export function text(params?: string): Text {
  return make(params) as Text;
}

export function other(): Other {
  return make() as Other;
}

export function refine<T>(fn: (arg: T, ctx: core.Ctx) => void): core.Base<T> {
  return make(fn) as core.Base<T>;
}

function make(...args: unknown[]): unknown {
  return { args };
}
