export class Str {
  constructor(private readonly checks: string[] = []) {}

  addCheck(kind: string) {
    return new Str([...this.checks, kind]);
  }

  base64url(message?: string) {
    // base64url is base64 made safe for URLs and file names
    return this.addCheck(message ?? "base64url");
  }

  parse(data: unknown, strict?: boolean): unknown {
    return strict && this.checks.length > 0 ? data : undefined;
  }
}
