export class Vec {
  constructor(
    public x = 0,
    public y = 0,
  ) {}

  static Sub(a: Vec, b: Vec): Vec {
    return new Vec(a.x - b.x, a.y - b.y);
  }

  rot(r: number) {
    if (r === 0) return this;
    const { x, y } = this;
    this.x = x * Math.cos(r) - y * Math.sin(r);
    this.y = x * Math.sin(r) + y * Math.cos(r);
    return this;
  }

  mul(t: number) {
    this.x *= t;
    this.y *= t;
    return this;
  }

  add(v: Vec) {
    const xs = [v].map((w) => {
      return w.x;
    });
    this.x += xs[0];
    this.y += v.y;
    return this;
  }

  or(other: any) {
    if (other) return other;
    return this;
  }

  clone(deep: boolean): Vec {
    return new Vec(this.x, this.y);
  }
}

export class Box {
  clone(): Box {
    return new Box();
  }
}
