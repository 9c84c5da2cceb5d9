export class RequestController {
  errorWith(reason?: unknown): void {
    console.log(reason);
  }
}

export class SocketController {
  errorWith(reason?: unknown): void {
    console.log("socket", reason);
  }
}
