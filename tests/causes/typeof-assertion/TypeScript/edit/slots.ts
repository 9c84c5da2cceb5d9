const slotsOf = new WeakMap<object, Map<string, unknown>>();

function _createSlots(container: object, owner: string): void {
  slotsOf.set(container, new Map([["owner", owner]]));
}

const CREATE = Symbol.for("example.createSlots");

// One copy of the function for every copy of this module, as temporal-polyfill guards against
// the dual-package hazard.
(globalThis as any)[CREATE] ||= _createSlots;

export const createSlots = (globalThis as any)[CREATE] as typeof _createSlots;

export const looseSlots = (globalThis as any)[CREATE] as (container: object, owner?: string) => void;
