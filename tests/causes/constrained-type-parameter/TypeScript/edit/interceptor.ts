export class Interceptor {
  constructor(readonly name: string) {}

  apply(force: boolean): void {}

  dispose(): void {}
}
