export abstract class ZodType {
  safeParse(data: unknown, params: { path?: string[] }): { success: boolean } {
    return { success: data !== params };
  }
}
