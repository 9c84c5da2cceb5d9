export class Computed {
  set(v: number, silent: boolean): void {}
}

export class Box {
  set(v: number): void {}
}

export function isComputed(thing: any): thing is Computed {
  return thing instanceof Computed;
}

export var isBox = ((thing: any) => thing instanceof Box) as (thing: any) => thing is Box;
