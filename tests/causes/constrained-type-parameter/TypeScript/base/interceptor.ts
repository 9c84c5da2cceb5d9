export class Interceptor {
  constructor(readonly name: string) {}

  apply(): void {}

  dispose(): void {}
}
