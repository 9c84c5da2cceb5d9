import { storedAtom, storedCell } from "./atom";

export function alpha(): number {
  const [atom, cleanup] = storedAtom("alpha", 1);
  atom.set(2);
  cleanup();
  return atom.get();
}

export function beta(): number {
  const [atom] = storedAtom("beta", 1);
  return atom.set(2, undefined);
}

export function gamma(): number {
  const [cell] = storedCell(1);
  return cell.set(3);
}
