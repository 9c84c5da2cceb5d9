import { List, measureElement } from './list'

export function first(list: List, el: Element): number {
  return measureElement(el, undefined, list)
}
