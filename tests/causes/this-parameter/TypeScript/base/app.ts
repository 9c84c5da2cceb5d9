import type { Both, Mixed, OtherMix } from "./mixed";

export class Engine {
  alpha(this: Mixed): number {
    return this.LA(1);
  }

  beta(this: Mixed): number[] {
    return [1, 2].map((n) => this.LA(n));
  }

  eta(this: Mixed): { v: number } {
    return { v: this.LA(1) };
  }

  gamma(this: OtherMix): number {
    return this.LA(1);
  }

  delta(this: Both): number {
    return this.LA(1);
  }

  epsilon(this: any): number {
    return this.LA(1);
  }
}

export class Other {
  LA(howMuch: number): number {
    return howMuch;
  }
}

export function zeta(this: Mixed): number {
  return this.LA(2);
}
