import { blake } from './hash';

export function initial(out: Uint8Array): void {
  let h: ReturnType<typeof blake.create> | undefined;
  h = blake.create();
  h.update(out);
  h.digestInto(out);
}
