export class SHA1 {
  private A = 0;
  private B = 0;
  private C = 0;
  private D = 0;
  private E = 0;
  protected get(): [number, number, number, number, number] {
    const { A, B, C, D, E } = this;
    return [A, B, C, D, E];
  }
  protected set(A: number, B: number, C: number, D: number, E: number): void {
    this.A = A | 0;
    this.B = B | 0;
    this.C = C | 0;
    this.D = D | 0;
    this.E = E | 0;
  }
  cloneInto(to?: SHA1): SHA1 {
    (to ||= new (this.constructor as any)() as SHA1).set(...this.get());
    return to;
  }
  destroy(): void {
    this.set(0, 0, 0, 0, 0);
  }
}

export class MD5 {
  private A = 0;
  private B = 0;
  private C = 0;
  private D = 0;
  protected get(): [number, number, number, number] {
    const { A, B, C, D } = this;
    return [A, B, C, D];
  }
  protected set(A: number, B: number, C: number, D: number): void {
    this.A = A | 0;
    this.B = B | 0;
    this.C = C | 0;
    this.D = D | 0;
  }
  copyInto(to?: MD5): MD5 {
    (to ||= new (this.constructor as any)() as MD5).set(...this.get());
    return to;
  }
}
