import { randomBytes } from "node:crypto";

export type FilePart = { field: string; filename: string; contentType: string; bytes: Buffer };

/** One part of a multipart body: its header lines as written, and its bytes. */
export type RawPart = { headers: string[]; body: Buffer };

export const textPart = (name: string, value: string): RawPart => ({ headers: [`Content-Disposition: form-data; name="${name}"`], body: Buffer.from(value) });

export const filePart = ({ field, filename, contentType, bytes }: FilePart): RawPart => ({
  headers: [`Content-Disposition: form-data; name="${field}"; filename="${filename}"`, `Content-Type: ${contentType}`],
  body: bytes,
});

export const newBoundary = () => `----lampstand${randomBytes(8).toString("hex")}`;

/** The bytes of a multipart/form-data body; `closed: false` leaves out the final boundary, as a cut-off upload would. */
export function encodeMultipart(boundary: string, parts: RawPart[], closed = true): Buffer {
  const chunks = parts.flatMap((part) => [Buffer.from(`--${boundary}\r\n${part.headers.join("\r\n")}\r\n\r\n`), part.body, Buffer.from("\r\n")]);
  if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A multipart/form-data body for app.inject, as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, file?: FilePart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = newBoundary();
  const parts = Object.entries(fields).map(([name, value]) => textPart(name, value));
  if (file) parts.push(filePart(file));
  return { payload: encodeMultipart(boundary, parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
