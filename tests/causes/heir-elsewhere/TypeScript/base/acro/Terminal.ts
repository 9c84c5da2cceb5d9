import Field from './Field';

class Terminal extends Field {
  static fromName = (name: string, ref: number) => new Terminal(name, ref);
}

export default Terminal;
