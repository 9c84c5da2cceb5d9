import { modes } from './aes';

const { expandKeyLE } = modes;

export function siv(key: Uint8Array): Uint32Array {
  return expandKeyLE(key);
}
