/** Whether `bytes` hold the ASCII `text` at `start`: how a file's format is told by its first bytes. */
export const asciiAt = (bytes: Uint8Array, start: number, text: string) =>
  [...text].every((char, index) => bytes[start + index] === char.charCodeAt(0))
