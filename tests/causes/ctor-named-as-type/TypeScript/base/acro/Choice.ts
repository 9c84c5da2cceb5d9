import Field from './Field';
import Terminal from './Terminal';

export class Choice extends Terminal {
  constructor(name: string, like: Field) {
    super(name, like.ref);
  }
}
