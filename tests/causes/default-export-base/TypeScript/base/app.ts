import { Text, Annotation } from "./acro";
import Terminal from "./acro/terminal";

export class TextField {
  constructor(readonly acroField: Text, readonly widget: Annotation) {}

  alpha(): void {
    this.acroField.setFlagTo(1, true);
  }

  gamma(): void {
    this.widget.setFlagTo(1, true);
  }
}

export function beta(t: Terminal): void {
  t.setFlagTo(2, false);
}
