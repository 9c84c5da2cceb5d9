export class Vec {
  constructor(
    public x = 0,
    public y = 0,
  ) {}

  clone(): Vec {
    return new Vec(this.x, this.y);
  }
}

export class Mat {
  clone(): Mat {
    return new Mat();
  }
}

export class Box {
  constructor(
    public x = 0,
    public y = 0,
    public w = 1,
    public h = 1,
  ) {}

  get center() {
    return new Vec(this.x + this.w / 2, this.y + this.h / 2);
  }

  get corner() {
    if (this.w === 0) return new Vec(this.x, this.y);
    return new Vec(this.x + this.w, this.y + this.h);
  }

  get transform() {
    return this.w > 1 ? new Mat() : new Vec();
  }

  clone(): Box {
    return new Box(this.x, this.y, this.w, this.h);
  }
}

export class Shapes {
  bounds(): Box {
    return new Box();
  }
}
