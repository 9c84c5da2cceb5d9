export class Address {
  constructor(readonly bytes: Uint8Array) {}

  toBytes(): Uint8Array {
    return this.bytes;
  }
}
