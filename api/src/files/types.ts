// What the service accepts as files (docs/product/server-rules.md, Uploads): the type comes from the bytes, never
// the name. The types, limits and messages are the shared rules the file pickers also check (`@oja/shared/validation`).
import { DOCUMENT_FILE_TYPES, IMAGE_FILE_TYPES, UPLOAD_RULES } from '@oja/shared/validation';

export const IMAGE_TYPES = IMAGE_FILE_TYPES;
export const DOCUMENT_TYPES = DOCUMENT_FILE_TYPES;

export type FileKind = 'image' | 'document';

export const FILE_RULES = {
  image: { ...UPLOAD_RULES.image, prefix: 'images' },
  document: { ...UPLOAD_RULES.document, prefix: 'documents' },
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
