import type { AnyField, AnyGroup } from "./value";

export function alpha(field: AnyField): void {
  field.setMeta(1);
}

export function beta(fields: AnyField[]): void {
  for (const field of fields) {
    field.setMeta(2);
  }
}

export function gamma(group: AnyGroup): void {
  group.setMeta(3);
}
