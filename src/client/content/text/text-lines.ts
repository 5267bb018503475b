/** A field of one item per line (a case study's results, an opening's requirements): its non-blank lines. */
export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
