export class Widget {
  fit(): void {}
}
