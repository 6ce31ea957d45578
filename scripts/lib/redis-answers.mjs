#!/usr/bin/env node
// Exits 0 when the Redis at the given URL answers PING within two seconds, 1 otherwise
// (scripts/test.sh runs the tests that need Redis only then).
import { Redis } from 'ioredis';

const redis = new Redis(process.argv[2] ?? '', {
  lazyConnect: true,
  connectTimeout: 2000,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
redis.on('error', () => {});
try {
  await redis.connect();
  await redis.ping();
  process.exitCode = 0;
} catch {
  process.exitCode = 1;
} finally {
  redis.disconnect();
}
