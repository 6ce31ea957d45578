import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible store for tests only: s3rver (a devDependency), started by the test that
 * needs it and closed after it, on a free loopback port with a folder of its own. The production
 * code (the AWS SDK) talks to it exactly as it talks to S3 or MinIO, through S3_ENDPOINT with
 * path-style addresses; nothing in the server knows it is a stand-in.
 */
export interface S3StandIn {
  /** The PACKAGE_STORAGE=s3 settings that point a server at the stand-in's bucket. */
  env: Record<string, string>;
  bucket: string;
  close(): Promise<void>;
}

/** s3rver accepts a request signed with these (and only these) credentials. */
const standInCredentials = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export async function startS3StandIn(bucket = 'sinyal-test-packages'): Promise<S3StandIn> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'sinyal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    bucket,
    env: {
      PACKAGE_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: 'true',
      ...standInCredentials,
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
