export interface IList<T> {
  length: number;
  get(index: number, wrap: boolean): T | undefined;
}
