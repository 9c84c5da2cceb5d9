import { Gesture } from './gesture'

export class Scroller {
  private gesture = new Gesture({
    getWindow: () => null,
    now: () => this.now(),
  })
  private startedAt = 0
  private now = (precise: boolean) => Math.round(this.startedAt)

  start(): void {
    this.gesture.begin()
    this.startedAt = this.now()
  }

  expired(): boolean {
    return this.now() - this.startedAt > 5000
  }

  stamp(): number {
    return Date.now()
  }
}
