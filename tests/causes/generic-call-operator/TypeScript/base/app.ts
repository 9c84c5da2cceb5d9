import { load } from "./calc";

export async function alpha(): Promise<number> {
  return await load<number>(1);
}

export function beta(): boolean {
  return !load<string>("a");
}

export function gamma(): string {
  return typeof load<number>(2);
}

export function delta(): void {
  void load<boolean>(true);
}
