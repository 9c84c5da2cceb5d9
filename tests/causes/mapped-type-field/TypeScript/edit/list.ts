export interface ListOptions {
  count: number
  measureElement?: (
    element: Element,
    entry: ResizeObserverEntry | undefined,
    instance: List, pass: number,
  ) => number
}

export const measureElement = (
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: List,
): number => element.getBoundingClientRect().height

export class List {
  options!: Required<ListOptions>
  draft: Readonly<Partial<ListOptions>> = {}

  constructor(opts: ListOptions) {
    this.setOptions(opts)
  }

  setOptions(opts: ListOptions): void {
    this.options = { measureElement, ...opts } as Required<ListOptions>
  }

  measureElement(node: Element | null): void {
    if (!node) return
    this.resize(this.options.measureElement(node, undefined, this))
  }

  observe(node: Element, entry: ResizeObserverEntry): void {
    this.resize(this.options.measureElement(node, entry, this))
  }

  guess(node: Element): number {
    return this.draft.measureElement?.(node, undefined, this) ?? 0
  }

  reset(): void {
    this.measureElement(null)
  }

  private resize(size: number): void {}
}
