export interface Scaler {
  scale: (a: number) => number
}

export class Unit {
  scale(a: number): number {
    return a;
  }
}
