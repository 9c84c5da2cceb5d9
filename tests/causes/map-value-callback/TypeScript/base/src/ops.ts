import type { Loose, OpHandler, SyncOpHandler } from './state'

export function alpha(): Map<number, OpHandler> {
  return new Map<number, OpHandler>([
    [
      0x01,
      function (runState) {
        runState.stack.push(1n)
      },
    ],
  ])
}

export function beta(): Map<number, SyncOpHandler> {
  return new Map<number, SyncOpHandler>([[0x02, (runState) => runState.stack.push(2n)]])
}

export function gamma(): Map<number, OpHandler> {
  return new Map<number, OpHandler>([[0x03, (runState) => runState.log.push(3n)]])
}

export function delta(): Map<number, Loose> {
  return new Map<number, Loose>([
    [
      0x04,
      // @ts-expect-error: the members' signatures disagree, so `runState` is an implicit any
      (runState) =>
        runState.push(4n),
    ],
  ])
}
