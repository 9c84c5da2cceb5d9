export interface Atom<Value> {
  get(): Value;
  set(value: Value, diff: number | undefined): Value;
}

export interface Cell<Value> {
  set(value: Value): Value;
}

export function storedAtom<Value>(key: string, initial: Value): [Atom<Value>, () => void] {
  let current = initial;
  const atom: Atom<Value> = {
    get: () => current,
    set: (value: Value) => (current = value),
  };
  return [atom, () => localStorage.removeItem(key)];
}

export function storedCell<Value>(initial: Value): [Cell<Value>, () => void] {
  let current = initial;
  return [{ set: (value: Value) => (current = value) }, () => {}];
}
