export class BaseParser {
  protected offset = 0;
  protected cache = new Map<string, number>();
}
