// An S3-compatible server for tests (s3rver): in this process, on a free port, keeping its
// objects in a temporary folder that close() removes. Its bucket exists once it has started.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export type TestS3Server = {
  /** http://127.0.0.1:<port>; buckets are addressed by path (S3_FORCE_PATH_STYLE=true). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The variables that point the app at this server (createTestApp's `environment`). */
  environment: Record<string, string>;
  /** Every object key in the bucket, sorted. */
  keys: () => Promise<string[]>;
  /** Stops the server (a store that has gone away) and removes its folder. */
  close: () => Promise<void>;
};

export async function startS3Server(options: { bucket?: string } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'prepward-images';
  const directory = mkdtempSync(join(tmpdir(), 'prepward-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver knows one key pair; it checks the key id, not the signature.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const region = 'us-east-1';
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  let closed = false;
  return {
    endpoint,
    bucket,
    region,
    ...credentials,
    environment: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    keys: async () => {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listing.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
