import { pipeline, type Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config.ts';
import type { ByteRange, FileStorage, StoredObjectInfo } from './file-storage.ts';
import { storageKey } from './file-storage.ts';

export type S3StorageOptions = {
  /** Bytes per part of a multipart upload (at least 5 MiB, S3's minimum); a stream holds at most a few parts. */
  partSize?: number;
  /** Parts uploaded at once. Memory held by one upload is about (queueSize + 1) × partSize. */
  queueSize?: number;
  /** Keys listed and deleted per request by deletePrefix (S3 allows at most 1000). */
  deleteBatchSize?: number;
};

// Two 8 MiB parts in flight: a streamed upload peaked about 85 MB above idle whatever its size (600 MB and
// 900 MB alike); four in flight peaked near 140 MB, too close to the 150 MB the upload benchmark allows.
const defaults = { partSize: 8 * 1024 * 1024, queueSize: 2, deleteBatchSize: 1000 };

/** Not found in S3 terms: GetObject says NoSuchKey, HeadObject (no body to say it in) only 404. */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
  );
}

/** S3 sends ETags quoted; the interface keeps them bare, as the local disk does, and routes quote them. */
const bareEtag = (etag: string | undefined) => (etag ?? '').replace(/^"|"$/g, '');

/** `bytes 0-9/1234` → 1234: a ranged answer's Content-Length is the range, the object's size comes last. */
function totalSize(contentRange: string | undefined, contentLength: number | undefined): number {
  const total = contentRange?.match(/\/(\d+)$/)?.[1];
  return total === undefined ? (contentLength ?? 0) : Number(total);
}

/** Passes a stream through unchanged while counting its bytes, so put can report the size without a HEAD. */
function counted(body: Readable): { stream: Readable; size: () => number } {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      size += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
      done(null, chunk);
    },
  });
  // pipeline, not pipe: a failing source destroys the counter with its error, which aborts the upload.
  pipeline(body, counter, () => {});
  return { stream: counter, size: () => size };
}

/**
 * Objects in an S3-compatible bucket (DESIGN §2 "files"). A stream is sent as a multipart upload of
 * `partSize` parts, so a 2 GB video never sits in memory; a failed upload is aborted and leaves no parts.
 */
export function s3Storage(settings: S3Settings, options: S3StorageOptions = {}): FileStorage {
  const { partSize, queueSize, deleteBatchSize } = { ...defaults, ...options };
  const Bucket = settings.bucket;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Many S3-compatible servers reject the CRC checksums the SDK now adds to every upload by default;
    // checksums are sent only where S3 requires them (DeleteObjects), as before that default changed.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: storageKey(key) }));
      return {
        size: head.ContentLength ?? 0,
        etag: bareEtag(head.ETag),
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(key, body, putOptions = {}) {
      const Key = storageKey(key);
      const ContentType = putOptions.contentType;
      if (typeof body === 'string' || body instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType }));
        return { size: typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength };
      }
      const { stream, size } = counted(body);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: stream, ContentType },
        partSize,
        queueSize,
      });
      try {
        await upload.done();
      } catch (error) {
        // The sender (an upload request, say) must not wait on a stream nobody reads any more.
        stream.destroy();
        throw error;
      }
      return { size: size() };
    },
    async get(key, range?: ByteRange) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: storageKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return {
          size: totalSize(object.ContentRange, object.ContentLength),
          etag: bareEtag(object.ETag),
          lastModified: object.LastModified ?? new Date(0),
          // In Node the SDK's body is an http.IncomingMessage, a Readable.
          stream: object.Body as Readable,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stat,
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: storageKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async deletePrefix(prefix) {
      const Prefix = `${storageKey(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, MaxKeys: deleteBatchSize }),
        );
        const Objects = (page.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
        if (Objects.length > 0) {
          const result = await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
          );
          const [failed] = result.Errors ?? [];
          if (failed) throw new Error(`Could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
