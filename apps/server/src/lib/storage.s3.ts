import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type Storage } from './storage.ts';

/** S3-compatible settings (config.s3): AWS S3, MinIO, Cloudflare R2, Backblaze B2, Ceph… */
export interface S3Settings {
  /** Base URL, e.g. http://localhost:9000; AWS's regional endpoint when absent. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** https://host/bucket/key instead of https://bucket.host/key (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
}

/** Part size of multipart uploads; S3 (and lib-storage) want at least 5 MiB for every part but the last. */
const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

/** The operation an SDK error came from (`UploadPart`), tagged by a middleware for the error message. */
const OPERATION = Symbol('s3Operation');

/** An error the store answered (the SDK's S3ServiceException and its subclasses), with its HTTP status. */
interface ServiceError extends Error {
  $fault: 'client' | 'server';
  $metadata: { httpStatusCode?: number };
  [OPERATION]?: string;
}

const isServiceError = (error: unknown): error is ServiceError =>
  error instanceof Error && '$fault' in error && '$metadata' in error;

const statusOf = (error: unknown) => (isServiceError(error) ? error.$metadata.httpStatusCode : undefined);

/** `S3 <Operation> failed: <Code>` for an error the store answered; anything else (the source's own error) as it is. */
function describeFailure(error: unknown): unknown {
  if (!isServiceError(error)) return error;
  const operation = error[OPERATION] ?? 'request';
  const code = error.name && error.name !== 'Unknown' ? error.name : error.$metadata.httpStatusCode;
  return Object.assign(new Error(`S3 ${operation} failed: ${code}`, { cause: error }), {
    status: error.$metadata.httpStatusCode,
  });
}

/** The SDK (~350 ms to import) loads on the first S3 call, so servers on local disk never pay for it. */
const loadSdk = async () => {
  const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...s3, Upload: storage.Upload };
};
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/**
 * The Storage adapter for S3-compatible object storage, over the AWS SDK (`@aws-sdk/client-s3`,
 * which signs every request) and `@aws-sdk/lib-storage` for uploads (decision 131). `put` streams: a
 * file smaller than one part is one PutObject, a larger one a multipart upload holding one part in
 * flight at a time. Nothing is visible under the key until the upload completes; any failure aborts it.
 */
export class S3Storage implements Storage {
  private readonly partBytes: number;
  private readonly maxAttempts: number | undefined;

  constructor(
    private readonly settings: S3Settings,
    options: { partBytes?: number; maxAttempts?: number } = {},
  ) {
    if (!settings.accessKeyId || !settings.secretAccessKey) {
      throw new Error('S3 storage needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
    }
    this.partBytes = options.partBytes ?? DEFAULT_PART_BYTES;
    this.maxAttempts = options.maxAttempts;
  }

  private sdk: Promise<{ sdk: Sdk; client: S3Client }> | null = null;

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.sdk ??= loadSdk().then((sdk) => {
      const { settings } = this;
      const client = new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId!, secretAccessKey: settings.secretAccessKey! },
        // Checksums only where an operation requires them: MinIO, R2, B2 and Ceph do not all accept
        // the SDK's default CRC32 trailers; the signed payload hash already covers every body.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(this.maxAttempts ? { maxAttempts: this.maxAttempts } : {}),
      });
      client.middlewareStack.add(
        (next, context) => async (args) => {
          try {
            return await next(args);
          } catch (error) {
            if (isServiceError(error)) error[OPERATION] = context.commandName?.replace(/Command$/, '');
            throw error;
          }
        },
        { step: 'initialize', name: 'homieOperationName' },
      );
      return { sdk, client };
    });
    return this.sdk;
  }

  async put(
    key: string,
    source: Readable,
    options: { contentType?: string } = {},
  ): Promise<{ key: string; size: number }> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    let size = 0;
    const counted = Readable.from(
      (async function* () {
        for await (const chunk of source) {
          const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
          size += buffer.length;
          yield buffer;
        }
      })(),
      { objectMode: false },
    );
    const upload = new sdk.Upload({
      client,
      params: {
        Bucket: this.settings.bucket,
        Key: key,
        Body: counted,
        ContentType: options.contentType ?? 'application/octet-stream',
      },
      partSize: this.partBytes,
      queueSize: 1,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
      return { key, size };
    } catch (error) {
      // lib-storage has aborted the multipart upload; stop reading the source, as a failed write does.
      counted.destroy();
      if (!source.destroyed) source.destroy();
      throw describeFailure(error);
    }
  }

  async get(key: string): Promise<Readable> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    try {
      const response = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      );
      if (!(response.Body instanceof Readable)) throw new Error(`S3 object ${key} has no body`);
      return response.Body;
    } catch (error) {
      const status = statusOf(error);
      if (status === undefined) throw error;
      throw Object.assign(new Error(`S3 object ${key} not readable: ${status}`, { cause: error }), {
        code: status === 404 ? 'ENOENT' : 'EIO',
      });
    }
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return false;
      if (status === undefined) throw error;
      throw new Error(`S3 HeadObject failed: ${status}`, { cause: error });
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    } catch (error) {
      if (statusOf(error) === 404) return;
      throw describeFailure(error);
    }
  }
}
