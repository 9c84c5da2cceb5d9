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
  class MyInterceptor extends Interceptor<{}> {
    apply(): void {
      console.log("beta's own");
    }
  }
  const interceptor = new MyInterceptor(Symbol("beta"));
  interceptor.apply();
}
