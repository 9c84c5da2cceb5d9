import { RecordType, createMigration, createRecordType } from "./record";

interface Book {
  title: string;
}
const Book = createRecordType<Book>("book");

function localType<R>(typeName: string): RecordType<R> | undefined {
  return new RecordType<R>(typeName);
}
const Author = localType<{ name: string }>("author")!;

const Steps = createMigration();

export function alpha(): Book {
  return Book.create({ title: "The Hobbit" });
}

export function beta(): string {
  return Steps.create("up");
}

export function gamma(): { name: string } {
  return Author.create({ name: "Tolkien" });
}
