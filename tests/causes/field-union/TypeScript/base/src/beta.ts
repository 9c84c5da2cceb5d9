import { Selection } from './point';

export function beta(s: Selection): void {
  const a = s.anchor;
  a.set('b', 2);
}
