export class RequestController {
  errorWith(reason: unknown, code: number): void {
    console.log(reason, code);
  }
}

export class SocketController {
  errorWith(reason?: unknown): void {
    console.log("socket", reason);
  }
}
