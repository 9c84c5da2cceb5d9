import { Interceptor } from "./lib";

export function alpha(): void {
  class MyInterceptor extends Interceptor<any> {
    protected check(): boolean {
      return false;
    }
  }
  const interceptor = new MyInterceptor(Symbol("alpha"));
  interceptor.apply();
}

export function beta(): void {
  class MyInterceptor {
    constructor(readonly symbol: symbol) {}
  }
  const other = new MyInterceptor(Symbol("beta"));
  console.log(other.symbol);
}
