import { measureText } from "./text.js";

/**
 * @param {CanvasRenderingContext2D} ctx
 */
export function alpha(ctx) {
  return ctx.measureText("x").width;
}

export function beta() {
  return measureText("x");
}
