import { measureText } from "./text";

export function alpha(ctx: CanvasRenderingContext2D): number {
  return ctx.measureText("x").width;
}

export function beta(): number {
  return measureText("x");
}
