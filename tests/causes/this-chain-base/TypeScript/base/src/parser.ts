import { BaseParser } from "./base.js";
import { Dict } from "./dict.js";

export class ObjectParser extends BaseParser {
  protected parseDict(): Dict {
    return new Dict();
  }

  alpha() {
    const dict = this.parseDict();
    return dict.get("Length");
  }

  delta() {
    return this.cache.get("Length");
  }
}

export class Parser extends ObjectParser {
  beta() {
    const dict = this.parseDict();
    return dict.get("Root");
  }

  gamma() {
    return this.parseDict().get("Info");
  }
}
