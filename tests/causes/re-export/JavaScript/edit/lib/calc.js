/**
 * @param {number} a
 * @param {number} b
 */
export function scale(a, b) {
  return a + b;
}
