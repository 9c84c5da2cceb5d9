import { Form, Group } from "./value";

interface Options<T> {
  form: Form;
  group: Group;
  name: T;
}

export class Field<T> {
  form: Options<T>["form"];
  group: Options<T>["group"];

  constructor(opts: Options<T>) {
    this.form = opts.form;
    this.group = opts.group;
  }

  alpha(): void {
    this.form.setMeta("a");
  }

  beta = () => this.form.setMeta("b");

  gamma(): void {
    this.group.setMeta("c");
  }
}
