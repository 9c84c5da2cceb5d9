import Button from './Button';

class CheckBox extends Button {
  static create(ref: number) {
    return new CheckBox('box', ref);
  }
}

export default CheckBox;
