export interface Scaler {
  scale: (a: number, b: number) => number
}

export class Unit {
  scale(a: number): number {
    return a;
  }
}
