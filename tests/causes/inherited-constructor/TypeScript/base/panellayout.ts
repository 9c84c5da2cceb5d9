import { Layout } from './layout';

export class PanelLayout extends Layout {
  get count(): number {
    return 0;
  }
}
