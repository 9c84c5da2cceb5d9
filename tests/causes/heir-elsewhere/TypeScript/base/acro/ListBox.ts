import Choice from './Choice';

class ListBox extends Choice {
  static create() {
    return new ListBox('list');
  }
}

export default ListBox;
