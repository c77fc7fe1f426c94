// What the service accepts as files (DECISIONS.md "Uploads"): the type comes from the bytes, never the name.
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export const DOCUMENT_TYPES = { ...IMAGE_TYPES, 'application/pdf': 'pdf' } as const;

export type FileKind = 'image' | 'document';

const MB = 1024 * 1024;

export const FILE_RULES = {
  image: {
    types: IMAGE_TYPES as Record<string, string>,
    maxBytes: 5 * MB,
    prefix: 'images',
    wrongType: 'The file must be an image (PNG, JPEG, WebP or GIF).',
    tooLarge: 'The image must not be larger than 5 MB.',
  },
  document: {
    types: DOCUMENT_TYPES as Record<string, string>,
    maxBytes: 10 * MB,
    prefix: 'documents',
    wrongType: 'The document must be a PDF or an image (PNG, JPEG, WebP or GIF).',
    tooLarge: 'The document must not be larger than 10 MB.',
  },
} as const satisfies Record<FileKind, unknown>;

const EXTENSION_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(DOCUMENT_TYPES).map(([mime, extension]) => [extension, mime]),
);

/** Storage keys are `<images|documents>/<32 hex>.<ext>`: random, and safe to use as a path. */
export const STORAGE_KEY = /^(images|documents)\/[a-f0-9]{32}\.(png|jpg|webp|gif|pdf)$/;

export function mimeTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return EXTENSION_TYPES[extension] ?? 'application/octet-stream';
}
