import * as z from "./index.js";

export function beta(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).success;
}
