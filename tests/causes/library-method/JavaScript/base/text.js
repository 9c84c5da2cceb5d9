/**
 * @param {string} s
 */
export function measureText(s) {
  return s.length;
}
