export class Arr {}
export class Str {}
export class Hex {}

export class Dict {
  lookupMaybe(key: string, type: typeof Arr, strict?: boolean): Arr | undefined;
  lookupMaybe(key: string, type1: typeof Str, type2: typeof Hex, strict?: boolean): Str | Hex | undefined;
  lookupMaybe(key: string, ...types: unknown[]): unknown {
    return types.length > 0 ? key : undefined;
  }
}
