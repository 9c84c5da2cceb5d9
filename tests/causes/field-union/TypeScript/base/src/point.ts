export type TextPoint = {
  key: string;
  set: (key: string, offset: number, only?: boolean) => void;
};

export type ElementPoint = {
  key: string;
  set(key: string, offset: number): void;
};

export type PointType = TextPoint | ElementPoint;

export class Selection {
  anchor: PointType;
  focus: ElementPoint;

  constructor(a: PointType, f: ElementPoint) {
    this.anchor = a;
    this.focus = f;
  }

  collapse(): void {
    this.anchor.set('k', 0);
  }
}
