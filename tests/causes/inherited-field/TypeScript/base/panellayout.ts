import { Layout } from './layout';
import { Widget } from './widget';

export class PanelLayout extends Layout {
  get widgets(): ReadonlyArray<Widget> {
    return this._widgets;
  }

  private _widgets: Widget[] = [];
}
