import { randomBytes } from 'node:crypto';

/** Test-only: a multipart/form-data body with text fields and one file, as a browser sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; bytes: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = `----homie${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  const add = (headers: string, content: Buffer) => {
    parts.push(Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), content, Buffer.from('\r\n'));
  };
  if (file) {
    add(
      `Content-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}`,
      file.bytes,
    );
  }
  for (const [name, value] of Object.entries(fields))
    add(`Content-Disposition: form-data; name="${name}"`, Buffer.from(value));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
