import { Interceptor } from "./interceptor";

export class Plugin {
  apply(): void {}
}

export class Batch<List extends ReadonlyArray<Interceptor>, Plugins extends Plugin[]> {
  constructor(
    private readonly interceptors: List,
    private readonly plugins: Plugins
  ) {}

  alpha(): void {
    for (const interceptor of this.interceptors) {
      interceptor.apply();
    }
  }

  beta(): void {
    for (const plugin of this.plugins) {
      plugin.apply();
    }
  }
}

export const gamma = <Each extends Interceptor[]>(all: Each): void => {
  for (const interceptor of all) {
    interceptor.apply();
  }
};
