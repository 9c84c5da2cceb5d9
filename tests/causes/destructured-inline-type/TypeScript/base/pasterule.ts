import { Bus, Editor } from './editor';

export function pasteRulesPlugin(props: { editor: Editor; bus: Bus }): void {
  const { editor, bus } = props;
  editor.on('destroy', () => {});
}

export function relay(props: { editor: Editor; bus: Bus }): void {
  const { bus } = props;
  bus.on('destroy', () => {});
}
