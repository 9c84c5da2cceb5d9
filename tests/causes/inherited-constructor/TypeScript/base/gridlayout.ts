import { Layout } from './layout';
import { PanelLayout } from './panellayout';

export class GridLayout extends PanelLayout {
  constructor(options: Layout.IOptions = {}) {
    super(options);
  }
}
