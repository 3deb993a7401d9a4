import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkedKey, keyUnder, type MediaStorage } from './media.storage.ts';
import { withoutTrailingSlashes } from '../../lib/text.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, …); AWS itself when unset. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Where the bucket's objects are served from, e.g. a CDN: `https://cdn.example.com/media`. */
  publicUrl: string;
}

/**
 * Files in an S3-compatible bucket, for several servers sharing one library. Path-style addressing
 * and checksums only when required, so servers other than AWS accept the requests. Objects never
 * change once written (every upload gets a new name): they are sent with a year-long cache.
 */
export function createS3MediaStorage(options: S3StorageOptions): MediaStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const prefix = `${withoutTrailingSlashes(options.publicUrl)}/`;
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: checkedKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return { url: `${prefix}${key}` };
    },
    async remove(key) {
      // Deleting a missing object succeeds on S3.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: checkedKey(key) }));
    },
    keyOf: (url) => keyUnder(prefix, url),
  };
}
