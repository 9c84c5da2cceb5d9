import Terminal from './Terminal';

class Text extends Terminal {
  text(): string {
    return this.name;
  }
}

export default Text;
