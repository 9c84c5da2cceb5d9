export class Transaction {
  constructor(readonly raw: Uint8Array) {}

  toBytes(withScriptSig = false, withWitness = false): Uint8Array {
    return withScriptSig || withWitness ? this.raw : this.raw.slice(1);
  }
}
