import type { Mixed } from "./mixed";

export class Lexer {
  input: number[] = [];

  LA(this: Mixed, howMuch: number, from: number): number {
    return this.input[howMuch];
  }
}
