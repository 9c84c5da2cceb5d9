export interface Validatable<T> {
  validate(value: unknown): T;
}

export class Other {
  validate(value: unknown): number {
    return 1;
  }
}

export class UnionValidator {
  constructor(
    private readonly config: Record<string, Validatable<any>>,
    private readonly other: Other
  ) {}

  private pick(input: object): {
    schema: Validatable<any> | undefined;
    fallback: Other;
    variant: string;
  } {
    const variant = Object.keys(input)[0] ?? '';
    return { schema: this.config[variant], fallback: this.other, variant };
  }

  check(input: object): unknown {
    const { schema, variant } = this.pick(input);
    if (schema === undefined) {
      return variant;
    }
    return schema.validate(input);
  }

  checkOther(input: object): unknown {
    const { fallback } = this.pick(input);
    return fallback.validate(input);
  }
}
