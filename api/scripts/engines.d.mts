// Types of engines.mjs for the TypeScript scripts that use it (the benchmark).
export interface RedisServer {
  url: string;
  stop(): void;
}

export interface S3Server {
  endpoint: string;
  bucket: string;
  directory: string;
  /** OJA_STORAGE, S3_BUCKET and the AWS SDK's standard variables pointing at this server. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function startRedis(options?: { log?: (line: string) => void }): Promise<RedisServer | null>;
export function startS3(options?: { bucket?: string; log?: (line: string) => void }): Promise<S3Server | null>;
