import { Layout } from './layout';
import { PanelLayout } from './panellayout';

export class BoxLayout extends PanelLayout {
  constructor(options: BoxLayout.IOptions = {}) {
    super();
    this.spacing = options.spacing || 4;
  }

  spacing: number;
}

export namespace BoxLayout {
  export interface IOptions extends Layout.IOptions {
    spacing?: number;
  }
}

export function createLayout(): Layout {
  return new PanelLayout();
}
