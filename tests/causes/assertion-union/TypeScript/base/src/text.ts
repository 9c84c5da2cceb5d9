export class PlainText {
  decode(): string {
    return "";
  }
}

export class HexText {
  decode(): string {
    return "00";
  }
}
