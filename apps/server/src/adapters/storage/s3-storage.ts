import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { lazyModule } from '../../lib/lazy-module.js';
import type { StorageConfig } from './storage-config.js';
import { assertStorageKey, type FileStorage } from './file-storage.js';

/** The AWS SDK is loaded when STORAGE=s3 opens its client, not by every installation. */
const sdk = lazyModule<typeof S3Sdk>('@aws-sdk/client-s3');

/** How long a connection may take to open, and a socket may stay silent, before the call fails. */
export const S3_TIMEOUTS = { connectionMs: 5_000, idleMs: 30_000 };

/** One client for the bucket of STORAGE=s3 (its stores share it; the caller destroys it). */
export function createS3Client(config: StorageConfig, timeouts = S3_TIMEOUTS): S3Client {
  return new (sdk().S3Client)({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
        }
      : {}),
    // Checksums only where the protocol asks for them: the SDK's default (CRC32 trailers on every
    // upload) is refused by many S3-compatible servers, and TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request (and its retries) instead of holding it forever.
    requestHandler: { connectionTimeout: timeouts.connectionMs, socketTimeout: timeouts.idleMs },
  });
}

/** No object under the key; a missing bucket (NoSuchBucket, also a 404) is a configuration error. */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof sdk().S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}

/**
 * Objects in an S3-compatible bucket under `prefix` (such as `p2p/private/`), with the key this
 * module made as the rest of the object's name. Objects are private: the bucket needs no public access.
 */
export function createS3Storage(options: { client: S3Client; bucket: string; prefix: string }): FileStorage {
  const { client, bucket, prefix } = options;
  const objectKey = (key: string): string => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };

  return {
    async put(key, data, contentType) {
      await client.send(
        new (sdk().PutObjectCommand)({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.length,
          ContentType: contentType,
        }),
      );
    },
    async open(key) {
      try {
        const answer = await client.send(
          new (sdk().GetObjectCommand)({ Bucket: bucket, Key: objectKey(key) }),
        );
        if (!(answer.Body instanceof Readable) || answer.ContentLength === undefined) {
          throw new Error('the S3 store answered without a body stream or a length');
        }
        return { body: answer.Body, size: answer.ContentLength };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new (sdk().DeleteObjectCommand)({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async close() {
      // The client belongs to whoever made it (several stores share one).
    },
  };
}
