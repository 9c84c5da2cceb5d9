export class PlainText {
  decode(strict: boolean): string {
    return strict ? "" : "?";
  }
}

export class HexText {
  decode(): string {
    return "00";
  }
}
