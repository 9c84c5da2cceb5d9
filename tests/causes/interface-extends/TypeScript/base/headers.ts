export interface HeadersInstance {
  getHeaderGroups: () => string[];
}
