// s3rver ships no types: the part of its API the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  };

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Creates the configured buckets and listens; resolves with the bound address. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
