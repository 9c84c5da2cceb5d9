export interface IList<T> {
  length: number;
  get(index: number): T | undefined;
}
