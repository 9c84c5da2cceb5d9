export class RecordType<R> {
  constructor(readonly typeName: string) {}
  create(properties: Partial<R>, validate: boolean): R {
    return properties as R;
  }
}

export class Migration {
  create(name: string): string {
    return name;
  }
}

export function createRecordType<R>(typeName: string): RecordType<R> {
  return new RecordType<R>(typeName);
}

export function createMigration(): Migration {
  return new Migration();
}
