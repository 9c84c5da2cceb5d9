import { LayoutItem } from './layout';
import { PanelLayout } from './panellayout';

export class BoxLayout extends PanelLayout {
  set spacing(value: number) {
    if (!this.parent) {
      return;
    }
    this.parent.fit();
  }

  protected onChildShown(): void {
    this.parent!.fit();
  }

  protected relayout(items: LayoutItem[]): void {
    for (const item of items) {
      item.fit();
    }
  }
}
