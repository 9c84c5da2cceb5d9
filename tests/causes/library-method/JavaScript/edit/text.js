/**
 * @param {string} s
 * @param {number} px
 */
export function measureText(s, px) {
  return s.length * px;
}
