export interface GestureHost {
  getWindow: () => Window | null
  now: () => number
}

export class Gesture {
  private startedAt = 0
  constructor(private host: GestureHost) {}

  begin(): void {
    this.startedAt = this.host.now()
  }
}
