/**
 * @param {number} a
 */
export function scale(a) {
  return a;
}
