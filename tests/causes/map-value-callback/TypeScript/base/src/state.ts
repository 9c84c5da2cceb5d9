import type { Log, Stack } from './stack'

export interface RunState {
  stack: Stack
  log: Log
}

export interface SyncOpHandler {
  (runState: RunState, gas: number): void
}

export interface AsyncOpHandler {
  (runState: RunState, gas: number): Promise<void>
}

export type OpHandler = SyncOpHandler | AsyncOpHandler

/** A handler whose first parameter is not the run state: its calls are not read. */
export type Loose = SyncOpHandler | ((other: Log) => void)
