import Field from './Field';

export function build(K: typeof Field, name: string): Field {
  return new K(name, 1);
}
