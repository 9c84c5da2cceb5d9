import type { Mixed } from "./mixed";

export class Lexer {
  input: number[] = [];

  LA(this: Mixed, howMuch: number): number {
    return this.input[howMuch];
  }
}
