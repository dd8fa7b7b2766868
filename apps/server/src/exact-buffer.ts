/**
 * `bytes` in memory of its own, exactly its size. A Buffer is often a view of larger memory: a
 * small `Buffer.from` of Node's shared 8 KB pool, zlib's output of its 16 KB chunk. Kept for long,
 * such a view holds all of that memory, which a count of `length` never sees (ADR 028).
 */
export function exactBuffer(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}
