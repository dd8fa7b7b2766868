/** "PK\x05\x06": the signature of a ZIP archive's end-of-central-directory record. */
const END_OF_DIRECTORY = 0x06054b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;

/**
 * Whether `bytes` is also a ZIP archive (a JPEG/ZIP polyglot, a JAR or DOCX named .jpg). ZIP tools
 * find an archive from its end: the end-of-central-directory record, whose comment runs exactly to
 * the end of the file. That is the test here, the way the tools themselves make it, so a picture
 * whose compressed pixels merely contain "PK\x05\x06" somewhere is not mistaken for one.
 */
export function endsWithZipArchive(bytes: Buffer): boolean {
  const last = bytes.length - END_RECORD_BYTES;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT_BYTES; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY && bytes.readUInt16LE(at + 20) === last - at) return true;
  }
  return false;
}
