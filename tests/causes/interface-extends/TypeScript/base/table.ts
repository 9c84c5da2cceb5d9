export interface CoreInstance {
  getColumn: (columnId: string) => number | undefined;
}

export interface Lookup {
  getColumn: (columnId: string) => number | undefined;
}
