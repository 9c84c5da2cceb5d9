export class Provider {
  emit(event: string, ...args: Array<any>): boolean {
    return args.length > 0 && event.length > 0;
  }
}
