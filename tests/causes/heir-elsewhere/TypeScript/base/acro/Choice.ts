import { Terminal as Term } from './index';

class Choice extends Term {
  constructor(name: string) {
    super(name, 0);
  }
}

export default Choice;
