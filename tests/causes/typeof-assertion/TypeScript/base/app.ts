import { createSlots, looseSlots } from "./slots";

export function alpha(): object {
  const thing = {};
  createSlots(thing);
  return thing;
}

export function beta(): object {
  const thing = {};
  looseSlots(thing);
  return thing;
}
