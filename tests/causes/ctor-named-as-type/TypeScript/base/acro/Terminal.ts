import Field from './Field';
import { BadRefError } from './errors';

class Terminal extends Field {
  check(): void {
    if (this.ref < 0) throw new BadRefError(this.ref, 'negative');
  }
}

export default Terminal;
