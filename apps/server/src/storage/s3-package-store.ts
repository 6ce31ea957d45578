import type { S3Settings } from '../config';
import { isSha256, type PackageStore } from './package-store';

/** Objects are keyed `packages/<sha256 hex>`, so the bucket may hold other things beside them. */
const prefix = 'packages/';

/** The HTTP status of an S3 error (404 for NoSuchKey on GET and the bare NotFound of HEAD). */
function statusOf(error: unknown): number | undefined {
  const metadata = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  return metadata?.httpStatusCode;
}
const isNotFound = (error: unknown) => statusOf(error) === 404;

/**
 * Packages as objects in a bucket (PACKAGE_STORAGE=s3): AWS S3 or any S3-compatible store named by
 * S3_ENDPOINT, for several instances that share no disk and a database that should not carry the
 * bytes. Objects are immutable: a key names one content, so putting what is there is skipped.
 *
 * The bucket is checked at start (HeadBucket), so wrong credentials, a wrong endpoint or a missing
 * bucket stop the server with a message rather than failing the first publish. The SDK is loaded
 * here, not at the top: it takes about a second to import, which a server or an admin command on
 * another store should not pay.
 */
export async function openS3PackageStore(settings: S3Settings): Promise<PackageStore> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where S3 requires them: newer SDKs otherwise send aws-chunked bodies with
    // trailing CRC32s that several S3-compatible stores refuse. The copy command checks SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that is away answers quickly with an error rather than holding a request open.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
  });
  const { bucket } = settings;
  const keyOf = (sha256: string) => {
    if (!isSha256(sha256)) throw new Error(`not a SHA-256: ${sha256}`);
    return `${prefix}${sha256}`;
  };

  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    client.destroy();
    const status = statusOf(error);
    const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
    const why =
      status === 404
        ? 'no such bucket: create it first'
        : status === 403 || status === 401
          ? 'access denied: check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the key’s rights on the bucket'
          : error instanceof Error
            ? error.message
            : String(error);
    throw new Error(`PACKAGE_STORAGE=s3: bucket "${bucket}" at ${where} is not usable: ${why}`, {
      cause: error,
    });
  }

  const has = async (sha256: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(sha256, bytes) {
      if (await has(sha256)) return;
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(sha256),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async get(sha256) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }),
        );
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    has,
    async delete(sha256) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
    },
    async list() {
      const found: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const sha = object.Key?.slice(prefix.length) ?? '';
          if (isSha256(sha)) found.push(sha);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort();
    },
    async close() {
      client.destroy();
    },
  };
}
