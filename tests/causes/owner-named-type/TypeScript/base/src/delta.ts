interface ZodType {
  safeParse(data: unknown): { success: boolean };
}

export function delta(schema: ZodType, value: unknown) {
  return schema.safeParse(value).success;
}
