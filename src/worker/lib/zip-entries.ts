import { asciiAt } from './magic-bytes'

// Just enough of the ZIP format (APPNOTE.TXT 4.3) to name a file's entries: the end of central
// directory record, found from the end, points to the central directory, which lists every entry.
// Nothing is decompressed.

const LOCAL_HEADER = 'PK\x03\x04'
const END_RECORD = 'PK\x05\x06'
const CENTRAL_HEADER = 'PK\x01\x02'
const END_RECORD_SIZE = 22
/** The end record sits in the last 22 bytes plus a comment of at most 65535. */
const END_SEARCH = END_RECORD_SIZE + 0xffff
const CENTRAL_HEADER_SIZE = 46

/** Whether the bytes start as a ZIP file's first entry does. */
export const startsAsZip = (bytes: Uint8Array) => asciiAt(bytes, 0, LOCAL_HEADER)

/**
 * The entry names of the ZIP file `file`, from its central directory; null if it is no ZIP file
 * this can read (ZIP64 included: an archive that needs it is far larger than what is read here).
 */
export async function zipEntryNames(file: Blob): Promise<string[] | null> {
  const tailStart = Math.max(0, file.size - END_SEARCH)
  const tail = new Uint8Array(await file.slice(tailStart).arrayBuffer())
  let end = -1
  for (let at = tail.length - END_RECORD_SIZE; at >= 0; at--) {
    if (asciiAt(tail, at, END_RECORD)) {
      end = at
      break
    }
  }
  if (end < 0) return null
  const record = new DataView(tail.buffer, tail.byteOffset + end, END_RECORD_SIZE)
  const count = record.getUint16(10, true)
  const size = record.getUint32(12, true)
  const offset = record.getUint32(16, true)
  if (offset + size > tailStart + end) return null
  const directory = new Uint8Array(await file.slice(offset, offset + size).arrayBuffer())
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength)
  const decoder = new TextDecoder()
  const names: string[] = []
  let at = 0
  for (let index = 0; index < count; index++) {
    if (at + CENTRAL_HEADER_SIZE > directory.length || !asciiAt(directory, at, CENTRAL_HEADER)) return null
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const nameStart = at + CENTRAL_HEADER_SIZE
    if (nameStart + nameLength > directory.length) return null
    names.push(decoder.decode(directory.subarray(nameStart, nameStart + nameLength)))
    at = nameStart + nameLength + extraLength + commentLength
  }
  return names
}
