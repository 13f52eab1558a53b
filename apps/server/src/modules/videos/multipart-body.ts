import { randomBytes } from 'node:crypto';

/**
 * Test-only: a multipart/form-data body with text fields and one file, as a browser sends it: the
 * file first, or the fields first with `fieldsFirst` (the web app names the job before the video).
 */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; bytes: Buffer },
  { fieldsFirst = false } = {},
): { body: Buffer; contentType: string } {
  const boundary = `----homie${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  const add = (headers: string, content: Buffer) => {
    parts.push(Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), content, Buffer.from('\r\n'));
  };
  const addFields = () => {
    for (const [name, value] of Object.entries(fields))
      add(`Content-Disposition: form-data; name="${name}"`, Buffer.from(value));
  };
  if (fieldsFirst) addFields();
  if (file) {
    add(
      `Content-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}`,
      file.bytes,
    );
  }
  if (!fieldsFirst) addFields();
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
