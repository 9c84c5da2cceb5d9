import Field from './Field';
import Text from './Text';
import type { Choice } from './Choice';

export const fieldsOf = (all: [Field, number][]): Field[] => all.map(([f]) => f);

export function textFor(ref: number): Field {
  return new Text('text', ref);
}

export class Form {
  private current: Field | undefined;
  private choices: Map<string, Choice> = new Map();

  pick(field: Field, { name }: { name: string }): Field {
    this.current = field;
    return this.choices.get(name) ?? field;
  }
}
