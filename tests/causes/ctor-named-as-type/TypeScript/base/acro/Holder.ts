import type Field from './Field';

export interface Holder {
  field?: Field;
  all: readonly Field[];
}

export const none: Holder = { all: [] };
