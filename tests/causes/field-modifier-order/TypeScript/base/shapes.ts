export abstract class Shape {
  abstract id: string;
  abstract corners(): number;
}

export abstract class Polygon extends Shape {
  abstract override id: string;
  static accessor made = 0;
  static declare origin: string;

  sides(): number {
    return this.corners();
  }

  perimeter(edge: number): number {
    return this.sides() * edge;
  }
}
