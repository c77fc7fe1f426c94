// Reading a multipart form: its text fields, and its files streamed straight into storage as they arrive (the
// file lifecycle's first step). A broken or cut-off form is the client's mistake, answered 400; a failure to
// write a file is ours. Whatever fails, the files already stored are removed before the error goes on.
import type { UploadKind } from '@oja/shared/validation';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../errors';
import { type StoredUpload, storeUpload } from '../files/lifecycle';
import type { FileStorage } from '../files/storage';
import { FILE_RULES } from '../files/types';
import { isClientError } from './errors';

export const FORM_UNREADABLE = 'The form could not be read: it is malformed or was cut off.';

export interface Form {
  fields: Record<string, string>;
  files: Record<string, StoredUpload>;
}

/** What the request stream threw, as the client's mistake (a parser's own 4xx refusals keep their status). */
function asClientError(error: unknown): unknown {
  return isClientError(error) ? error : new AppError('malformed', FORM_UNREADABLE);
}

/** A file's bytes, with a failure of the request stream (a cut-off body) reported as the client's. */
async function* fromClient(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of source) yield chunk;
  } catch (error) {
    throw asClientError(error);
  }
}

// Controls, bidirectional overrides and lone surrogates: what makes a name display as something it is not.
const NOT_TEXT = /[\p{Cc}\u202a-\u202e\u2066-\u2069\p{Cs}]/gu;

/** The name a client gave its file, kept for display: text only, no folders, at most 255 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').replace(NOT_TEXT, '').split(/[\\/]/).pop() ?? '';
  const trimmed = base.trim().slice(0, 255);
  return trimmed === '' ? 'file' : trimmed;
}

/** `kinds` names the file fields this form takes and what each may hold; any other file is refused. */
export async function readForm(
  request: FastifyRequest,
  storage: FileStorage,
  kinds: Readonly<Record<string, UploadKind>>,
): Promise<Form> {
  const form: Form = { fields: Object.create(null), files: {} };
  const largest = Math.max(...Object.values(kinds).map((kind) => FILE_RULES[kind].maxBytes));
  const parts = request.parts({ limits: { fileSize: largest } })[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await parts.next().catch((error: unknown) => {
        throw asClientError(error);
      });
      if (next.done) break;
      const part = next.value;
      const name = part.fieldname;
      if (part.type === 'field') {
        // The first value of a field wins. An empty file input arrives as a text part with the file's name.
        if (!(name in form.fields) && !(name in kinds) && typeof part.value === 'string')
          form.fields[name] = part.value;
        continue;
      }
      const kind = kinds[name];
      if (kind === undefined || name in form.files) {
        for await (const _chunk of fromClient(part.file));
        throw invalidField(name.slice(0, 40), 'Only one file is expected here.');
      }
      try {
        const stored = await storeUpload(storage, fromClient(part.file), kind, {
          truncated: () => part.file.truncated,
        });
        form.files[name] = { ...stored, originalName: cleanFileName(part.filename), kept: false };
      } catch (error) {
        // The form shows the message under the file's own picker.
        if (error instanceof AppError && error.details.errors === undefined && error.kind !== 'malformed') {
          throw new AppError(error.kind, error.message, { errors: { [name]: [error.message] } });
        }
        throw error;
      }
    }
  } catch (error) {
    await Promise.all(Object.values(form.files).map((file) => storage.remove(file.key).catch(() => undefined)));
    throw error;
  }
  return form;
}
