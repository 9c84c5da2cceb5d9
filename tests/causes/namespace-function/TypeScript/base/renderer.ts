export abstract class Renderer {
  abstract paint(config: object): string;
}

export namespace Renderer {
  export type Option<T> = T | ((config: object) => T);

  export function resolveOption<T>(option: Option<T>, config: object): T {
    return typeof option === "function" ? (option as (config: object) => T)(config) : option;
  }
}

export function alpha(font: Renderer.Option<string>, config: object): string {
  return Renderer.resolveOption(font, config);
}
