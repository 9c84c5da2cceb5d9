import Terminal from "./terminal";

export default class Text extends Terminal {
  maxLen(): number {
    return 0;
  }
}
