import { unsafe } from './aes';

const { expandKeyLE, expandKeyDecLE } = unsafe;

export function ff1(key: Uint8Array): Uint32Array {
  return expandKeyLE(key);
}

export function ff1Dec(key: Uint8Array): Uint32Array {
  return expandKeyDecLE(key);
}
