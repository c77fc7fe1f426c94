// Reading a multipart body: its text fields, and its files streamed straight into storage through
// acceptUpload (type from the bytes, size counted). If anything fails, the files already stored are removed,
// and the caller removes them too when it refuses the request afterwards (`discardFiles`).
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../../files/storage';
import type { FileKind } from '../../files/types';
import { type AcceptedFile, acceptUpload } from '../../files/upload';
import { HttpError } from '../../http/envelope';

export interface StoredFile extends AcceptedFile {
  originalName: string;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, StoredFile>;
}

export async function discardFiles(storage: FileStorage, body: MultipartBody | null): Promise<void> {
  if (body === null) return;
  await Promise.all(Object.values(body.files).map((file) => storage.remove(file.key).catch(() => undefined)));
}

/** `fileKinds` names the file fields this route takes and what each may hold; other files are refused. */
export async function readMultipart(
  request: FastifyRequest,
  storage: FileStorage,
  fileKinds: Record<string, FileKind>,
): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: {} };
  // Failures of the multipart parser itself (no boundary, a cut-off body) are the client's; a failure while
  // storing a file is ours.
  let storing = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in body.fields))
          body.fields[part.fieldname] = part.value;
        continue;
      }
      const kind = fileKinds[part.fieldname];
      if (kind === undefined || part.fieldname in body.files) {
        part.file.resume();
        await new Promise((resolve) => part.file.on('end', resolve));
        throw new HttpError(422, `Unexpected file field "${part.fieldname.slice(0, 40)}".`, {
          [part.fieldname.slice(0, 40)]: ['Only one file is expected here.'],
        });
      }
      let stored: AcceptedFile;
      try {
        storing = true;
        stored = await acceptUpload(storage, part.file, kind, { truncated: () => part.file.truncated });
        storing = false;
      } catch (error) {
        // The form shows the message under the file's own picker.
        if (error instanceof HttpError && error.errors === undefined) {
          throw new HttpError(error.statusCode, error.message, { [part.fieldname]: [error.message] });
        }
        throw error;
      }
      body.files[part.fieldname] = { ...stored, originalName: (part.filename || 'file').slice(0, 255) };
    }
  } catch (error) {
    await discardFiles(storage, body);
    if (error instanceof HttpError || storing) throw error;
    throw new HttpError(400, 'The form could not be read: send it as multipart/form-data.');
  }
  return body;
}
