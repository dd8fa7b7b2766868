/** A create or edit as the API reads it (SPEC §7): the text fields, and the picture under its field name when one is chosen. */
export function multipartBody(fields: Record<string, string>, pictureField: string, picture: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (picture) body.set(pictureField, picture, picture.name);
  return body;
}
