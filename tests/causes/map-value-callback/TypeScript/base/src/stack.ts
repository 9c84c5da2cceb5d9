export class Stack {
  top: bigint = 0n

  push(value: bigint): void {
    this.top = value
  }
}

export class Log {
  last: string = ''

  push(line: bigint): void {
    this.last = String(line)
  }
}
