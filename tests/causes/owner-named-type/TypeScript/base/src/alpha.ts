import { ZodType } from "./v3/types.js";

export function alpha(schema: ZodType, value: unknown) {
  return schema.safeParse(value).success;
}
