export class Address {
  toString(strict: boolean): string {
    return strict ? "0x" : "";
  }
}
