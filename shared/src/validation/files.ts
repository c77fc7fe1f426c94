// What the service accepts as uploaded files (docs/product/server-rules.md, Uploads). The server checks the bytes
// against these rules; file pickers check the browser's idea of the type and the size first, so a wrong pick is refused
// before it travels, with the same words.
const MB = 1024 * 1024;

export const IMAGE_FILE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export const DOCUMENT_FILE_TYPES = { ...IMAGE_FILE_TYPES, 'application/pdf': 'pdf' } as const;

/** `image`: logos, category and product images. `document`: a business ID (an image or a PDF). */
export type UploadKind = 'image' | 'document';

export interface UploadRule {
  /** Accepted MIME types and the extension each is stored under. */
  types: Readonly<Record<string, string>>;
  maxBytes: number;
  wrongType: string;
  tooLarge: string;
  /** What a picker says it takes ("PNG, JPEG, WebP or GIF, up to 5 MB"): the same limits, in words. */
  accepts: string;
}

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  image: {
    types: IMAGE_FILE_TYPES,
    maxBytes: 5 * MB,
    wrongType: 'The file must be an image (PNG, JPEG, WebP or GIF).',
    tooLarge: 'The image must not be larger than 5 MB.',
    accepts: 'PNG, JPEG, WebP or GIF, up to 5 MB',
  },
  document: {
    types: DOCUMENT_FILE_TYPES,
    maxBytes: 10 * MB,
    wrongType: 'The document must be a PDF or an image (PNG, JPEG, WebP or GIF).',
    tooLarge: 'The document must not be larger than 10 MB.',
    accepts: 'PDF, PNG, JPEG, WebP or GIF, up to 10 MB',
  },
};

/**
 * The browser-side check of a picked file: null when it may be sent, else the message to show. The type is the
 * browser's guess from the name; the server has the last word from the bytes.
 */
export function checkUpload(file: Pick<File, 'type' | 'size'>, kind: UploadKind): string | null {
  const rule = UPLOAD_RULES[kind];
  if (!(file.type in rule.types)) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/** Bytes that open each accepted format (the same signatures the server's type detection reads). */
const SIGNATURES: ReadonlyArray<{ type: string; at: number; bytes: readonly number[] }> = [
  { type: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', at: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  // RIFF....WEBP: the size in between varies.
  { type: 'image/webp', at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
  { type: 'application/pdf', at: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

const HEAD_BYTES = 16;

/** The type a file's first bytes say it is (one of the accepted types), or null: its name and extension do not count. */
export function sniffFileType(head: Uint8Array): string | null {
  for (const { type, at, bytes } of SIGNATURES) {
    if (type === 'image/webp' && !startsWith(head, 0, [0x52, 0x49, 0x46, 0x46])) continue;
    if (startsWith(head, at, bytes)) return type;
  }
  return null;
}

function startsWith(head: Uint8Array, at: number, bytes: readonly number[]): boolean {
  return bytes.every((byte, index) => head[at + index] === byte);
}

/** The browser's FileReader, named here since this module is also compiled for the server, which has none. */
interface HeadReader {
  result: unknown;
  error: unknown;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  readAsArrayBuffer(blob: Blob): void;
}

function readHead(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, HEAD_BYTES);
  if (typeof slice.arrayBuffer === 'function') return slice.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  // Older engines (and jsdom) have no Blob.arrayBuffer.
  const Reader = (globalThis as unknown as { FileReader: new () => HeadReader }).FileReader;
  return new Promise((resolve, reject) => {
    const reader = new Reader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/**
 * The whole browser-side check of a picked file, as the server will make it: the name's type and the size first, then
 * the first bytes, so a text file renamed `logo.png` is refused when it is chosen, under its field, not after the form
 * is sent.
 */
export async function checkUploadContent(file: File, kind: UploadKind): Promise<string | null> {
  const problem = checkUpload(file, kind);
  if (problem !== null) return problem;
  const type = sniffFileType(await readHead(file));
  return type !== null && type in UPLOAD_RULES[kind].types ? null : UPLOAD_RULES[kind].wrongType;
}
