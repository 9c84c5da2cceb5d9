export class Provider {
  emit(event: string, ...args: [any, any, ...Array<any>]): boolean {
    return args.length > 0 && event.length > 0;
  }
}
