import { Doc, Mark } from "./value";

export class Tr {
  constructor(
    // the current document
    public doc: Doc,
    public mark: Mark,
  ) {}
}
