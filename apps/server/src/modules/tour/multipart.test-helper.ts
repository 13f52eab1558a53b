/** Builds a multipart/form-data body for app.inject() in the tour API tests. */
export function multipart(
  parts: (
    | { name: string; value: string }
    | { name: string; filename: string; contentType: string; data: Buffer }
  )[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----homie${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The frame upload the dashboard sends: field "image", file "frame.jpg". */
export const frameUpload = (data: Buffer, contentType = 'image/jpeg') =>
  multipart([{ name: 'image', filename: 'frame.jpg', contentType, data }]);
