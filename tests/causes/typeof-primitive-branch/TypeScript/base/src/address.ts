export class Address {
  toString(): string {
    return "0x";
  }
}
