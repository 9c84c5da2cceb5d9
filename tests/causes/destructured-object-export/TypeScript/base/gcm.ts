import { modes } from './aes';

const { dec: expandKeyLE } = modes;

export function gcm(key: Uint8Array): Uint32Array {
  return expandKeyLE(key);
}
