import { ZodType } from "./v4/schemas.js";

export function gamma(schema: ZodType, value: unknown) {
  return schema.safeParse(value).success;
}
