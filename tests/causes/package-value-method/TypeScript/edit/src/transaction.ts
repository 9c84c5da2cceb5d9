export class Transaction {
  constructor(readonly raw: Uint8Array) {}

  toBytes(withScriptSig = false, withWitness = false, strict: boolean): Uint8Array {
    if (strict) this.raw.slice(0);
    return withScriptSig || withWitness ? this.raw : this.raw.slice(1);
  }
}
