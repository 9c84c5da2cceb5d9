export function die(message: string, code: number): never {
  throw new Error(message + code);
}
