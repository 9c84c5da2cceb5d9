export interface ZodType {
  safeParse(data: unknown, params?: { path?: string[] }): { success: boolean };
}

export const ZodType: { new (): ZodType } = class {
  safeParse(data: unknown) {
    return { success: data !== undefined };
  }
};
