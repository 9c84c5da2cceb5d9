import Terminal from './Terminal';

class Button extends Terminal {
  isOn(): boolean {
    return this.ref > 0;
  }
}

export default Button;
