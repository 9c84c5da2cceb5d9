import { Field, Group } from "./value";

export class Form {
  fields: Field[] = [];
  groups: Map<string, Group> = new Map();

  get first(): Field {
    return this.fields[0];
  }

  related(): Field[] {
    return this.fields;
  }

  alpha(list: ReadonlyArray<Field>): void {
    list.forEach((f) => f.setMeta(1));
  }

  beta(): void {
    this.fields.map((f) => f.setMeta(1));
  }

  gamma(): void {
    this.first.setMeta(1);
  }

  delta(): void {
    for (const f of this.related()) {
      f.setMeta(1);
    }
  }

  epsilon(): void {
    this.groups.forEach((g) => g.setMeta(1));
  }
}
