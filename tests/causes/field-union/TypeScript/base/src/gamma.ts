import { Selection } from './point';

export function gamma(s: Selection): void {
  s.focus.set('c', 3);
}
