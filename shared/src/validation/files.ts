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
