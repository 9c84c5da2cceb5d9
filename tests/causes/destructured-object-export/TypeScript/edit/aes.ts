export function expandKeyLE(key: Uint8Array, littleEndian: boolean): Uint32Array {
  return new Uint32Array(key.length);
}

export function expandKeyDecLE(key: Uint8Array): Uint32Array {
  return new Uint32Array(key.length + 1);
}

export const unsafe: {
  expandKeyLE: typeof expandKeyLE;
  expandKeyDecLE: typeof expandKeyDecLE;
} = Object.freeze({ expandKeyLE, expandKeyDecLE });

export const modes = { expandKeyLE, dec: expandKeyDecLE };
