import { GroupOptions, LikeOptions } from "./options";

interface Extra {
  label: string;
}

interface Options<T> extends Extra, LikeOptions<T>, GroupOptions {}

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
