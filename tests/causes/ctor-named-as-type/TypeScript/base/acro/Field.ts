import { MissingNameError } from './errors';

class Field {
  readonly name: string;
  readonly ref: number;

  constructor(name: string, ref: number) {
    if (!name) throw new MissingNameError(ref);
    this.name = name;
    this.ref = ref;
  }
}

export default Field;
