export const toBytes = (v: string, strict: boolean): Uint8Array => new Uint8Array(strict ? v.length : 0);
