export class EventEmitter {
  on(event: string, fn: () => void): this {
    return this;
  }
}
