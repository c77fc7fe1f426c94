// Uploaded files in an S3-compatible object store (AWS S3, Cloudflare R2, MinIO), so that every API instance
// serves what any of them stored. The client takes the AWS SDK's standard settings from the environment
// (AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY); files are streamed back through
// the API, so the answer keeps the API's own headers (type, nosniff, cache rules) whatever the store sends.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorage } from './storage';
import { STORAGE_KEY } from './types';

export interface S3StorageOptions {
  bucket: string;
  /** Addresses the bucket in the path (`host/bucket/key`), as MinIO and most self-hosted stores need. */
  forcePathStyle?: boolean;
  /** Anything else for the client; by default it reads the AWS_* environment variables. */
  client?: S3ClientConfig;
}

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

export class S3Storage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({ forcePathStyle: options.forcePathStyle ?? false, ...options.client });
  }

  /**
   * The upload is read whole before it is sent: files are at most 10 MB (the upload rules stop the stream past
   * them), one PUT is atomic, and a stream that fails half-way leaves nothing in the bucket.
   */
  async write(key: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    const chunks: Uint8Array[] = [];
    for await (const chunk of source) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body }));
    return body.length;
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    if (!STORAGE_KEY.test(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error('The object store answered without a body stream');
      return { stream: object.Body, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
