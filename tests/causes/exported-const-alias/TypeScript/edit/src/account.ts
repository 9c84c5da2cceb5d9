export const pubToAddress = function (pubKey: Uint8Array, sanitize: boolean): Uint8Array {
  return sanitize ? pubKey.slice(1) : pubKey;
};

/** Alias for pubToAddress. */
export const publicToAddress = pubToAddress;
