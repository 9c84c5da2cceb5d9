import { Selection } from './point';

export function alpha(s: Selection): void {
  s.anchor.set('a', 1);
}
