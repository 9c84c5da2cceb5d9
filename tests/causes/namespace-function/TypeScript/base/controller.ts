export function resolveOption<T>(option: T | ((cell: object) => T), cell: object): T {
  return typeof option === "function" ? (option as (cell: object) => T)(cell) : option;
}

export function gamma(editor: string, cell: object): string {
  return resolveOption(editor, cell);
}
