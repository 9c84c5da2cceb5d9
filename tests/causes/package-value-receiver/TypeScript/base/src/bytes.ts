export const toBytes = (v: string): Uint8Array => new Uint8Array(v.length);
