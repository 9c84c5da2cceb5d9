import { Widget } from './widget';

export abstract class Layout {
  get parent(): Widget | null {
    return this._parent;
  }

  set parent(value: Widget | null) {
    this._parent = value;
  }

  private _parent: Widget | null = null;
}

export class LayoutItem {
  fit(): void {}
}
