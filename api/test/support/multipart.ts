// A multipart/form-data body as a browser's FormData sends it, for inject(): text fields and files.
import { randomBytes } from 'node:crypto';

export interface FilePart {
  filename: string;
  type: string;
  data: Buffer;
}

export function multipart(fields: Record<string, string | number | FilePart | undefined>): {
  headers: { 'content-type': string };
  payload: Buffer;
} {
  const boundary = `----oja-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    } else {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(parts) };
}
