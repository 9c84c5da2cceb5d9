export class MissingNameError extends Error {
  constructor(ref: number) {
    super(`field ${ref} has no name`);
  }
}

export class BadRefError extends MissingNameError {
  constructor(ref: number, why: string) {
    super(ref);
    this.message += `: ${why}`;
  }
}
