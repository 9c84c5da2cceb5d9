export class EventEmitter {
  on(event: string, fn: () => void, once: boolean): this {
    return this;
  }
}
