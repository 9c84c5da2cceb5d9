import { IList } from 'common/list';

export interface ILine {
  get(index: number): number;
}

export interface IMarks {
  get(key: string): number;
}

export interface IBuffer {
  readonly lines: IList<ILine>;
  readonly marks: IMarks;
  y: number;
}

export const createDecorator = <T>(id: string) => (target: object, key: string | undefined, index: number): void => {};

export const IBufferService = createDecorator<IBufferService>('BufferService');
export interface IBufferService {
  readonly buffer: IBuffer;
}
