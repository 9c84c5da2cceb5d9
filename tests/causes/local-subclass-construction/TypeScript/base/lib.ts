export class Interceptor<T> {
  constructor(public readonly symbol: symbol) {}

  protected check(): boolean {
    return true;
  }

  apply(): void {
    if (this.check()) {
      console.log(String(this.symbol));
    }
  }

  on(event: string, listener: (value: T) => void): this {
    console.log(event, listener);
    return this;
  }
}
