export interface CoreInstance {
  getColumn: (columnId: string, strict: boolean) => number | undefined;
}

export interface Lookup {
  getColumn: (columnId: string) => number | undefined;
}
