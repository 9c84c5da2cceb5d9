import { Renderer } from "./renderer";

export function beta(color: Renderer.Option<string>, config: object): string {
  return Renderer.resolveOption(color, config);
}
