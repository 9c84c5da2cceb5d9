import { singleton } from "./helpers";

export interface Scheduler<R> {
  run(): R;
}

class __Scheduler__<R> implements Scheduler<R> {
  constructor(
    readonly name: string,
    private readonly fn: () => R,
    readonly options: { eager: boolean } | undefined
  ) {}
  run(): R {
    return this.fn();
  }
}

export const Scheduler = singleton(
  "Scheduler",
  (): {
    new <R>(name: string, fn: () => R, options: { eager: boolean } | undefined): Scheduler<R>;
  } => __Scheduler__
);

export const LooseScheduler = singleton(
  "LooseScheduler",
  (): {
    new <R>(name: string, fn: () => R, options?: { eager: boolean }): Scheduler<R>;
  } => __Scheduler__
);
