export class Widget {
  fit(reason: string): void {}
}
