import { Scheduler, LooseScheduler } from "./scheduler";

export function alpha(): number {
  const s = new Scheduler("alpha", () => 1);
  return s.run();
}

export function beta(): number {
  const s = new Scheduler("beta", () => 2, { eager: true });
  return s.run();
}

export function gamma(): number {
  const s = new LooseScheduler("gamma", () => 3);
  return s.run();
}
