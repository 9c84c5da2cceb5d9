import { Selection } from './point';

export function delta(s: Selection): void {
  if (s.anchor.key === 'x') {
    s.anchor.set('d', 4);
  }
}
