// STORAGE=s3: images as objects `uploads/<name>` in S3_BUCKET, on AWS or any S3-compatible
// store (MinIO, Ceph, R2 ...). Pages load them from S3_PUBLIC_URL when it is set, otherwise
// through this server's GET /uploads/<name>, which streams them from the bucket.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { httpError } from './http-error';
import {
  appImagePrefixes,
  IMMUTABLE_CACHE,
  ownImageUrlCheck,
  storedName,
  UPLOADS_PATH,
  type Storage,
} from './storage';

/** Object keys are the served path without its leading slash: `uploads/<name>`. */
const keyOf = (name: string) => `${UPLOADS_PATH.slice(1)}/${name}`;

const MESSAGES = {
  save: 'The image could not be stored: the image store is unreachable or refused it. Please try again later.',
  read: 'The image cannot be loaded right now: the image store is unreachable. Please try again later.',
};

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

export function createS3Storage(
  config: Pick<Config, 'publicUrl' | 'storage'>,
  log: FastifyBaseLogger,
): Storage {
  const { bucket, region, endpoint, forcePathStyle, accessKeyId, secretAccessKey, publicUrl } =
    config.storage.s3;
  if (!bucket || !region) throw new Error('STORAGE=s3 needs S3_BUCKET and S3_REGION');

  const client = new S3Client({
    region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle,
    // Without keys, the SDK's chain: AWS_* variables, a profile, the instance's role.
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // Checksums only where S3 requires them: many S3-compatible stores refuse the CRC32
    // trailers (aws-chunked bodies) that recent SDKs add to every upload by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails the upload in seconds rather than holding it for minutes.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });

  /** Logged in full for the operator; the client learns only that the store is unavailable. */
  const unavailable = (error: unknown, action: 'save' | 'read', key: string) => {
    log.error(
      { err: error, bucket, key },
      `The image store failed ${action === 'save' ? 'to store' : 'to read'} an image`,
    );
    return httpError(503, MESSAGES[action]);
  };

  const exists = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      // S3 answers 403 rather than 404 for a missing object when the credentials may not
      // list the bucket: the upload that follows finds out whether writing is allowed.
      const status = statusOf(error);
      if (status === 404 || status === 403) return false;
      throw unavailable(error, 'save', key);
    }
  };

  return {
    kind: 's3',
    isOwnImageUrl: ownImageUrlCheck([
      ...appImagePrefixes(config),
      ...(publicUrl ? [`${publicUrl}${UPLOADS_PATH}/`] : []),
    ]),
    saveImage: async (image) => {
      const name = storedName(image);
      const key = keyOf(name);
      // Same content, same name: an image uploaded twice is stored once. A single PUT is
      // atomic, so a failed upload leaves no partial object behind.
      const created = !(await exists(key));
      if (created) {
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: image.bytes,
              ContentType: image.contentType,
              CacheControl: IMMUTABLE_CACHE,
            }),
          );
        } catch (error) {
          throw unavailable(error, 'save', key);
        }
      }
      return { url: publicUrl ? `${publicUrl}/${key}` : `${UPLOADS_PATH}/${name}`, name, created };
    },
    removeImage: async (name) => {
      const key = keyOf(name);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        log.error({ err: error, bucket, key }, 'The image store failed to remove an image');
        throw error;
      }
    },
    openImage: async (name) => {
      const key = keyOf(name);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('GetObject gave no stream');
        return { body: object.Body, size: object.ContentLength };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw unavailable(error, 'read', key);
      }
    },
    close: () => client.destroy(),
  };
}
