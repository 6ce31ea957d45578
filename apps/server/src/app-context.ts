import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/database';
import type { BackgroundTasks } from './lib/background';
import type { Clock } from './lib/clock';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { Metrics } from './observability/metrics';
import type { RateLimiting } from './plugins/rate-limit';
import type { AuthGuard } from './plugins/auth';
import type { PackageStore } from './storage/package-store';
import type { AccountSecrets } from './security/account-secrets';
import type { PasswordHasher } from './security/passwords';
import type { SigningKeyRing } from './security/signing-keys';

/** What modules are given: built once in buildApp, swapped in tests through the config and clock. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  /** Queues each mail as a job (mail/mail-queue.ts); the worker sends it. */
  mailer: Mailer;
  /** The job table's worker: mail, the scheduled clean-up (docs/architecture.md §12). */
  jobs: JobQueue;
  passwords: PasswordHasher;
  background: BackgroundTasks;
  rateLimits: RateLimiting;
  auth: AuthGuard;
  /** Ed25519 keys that sign releases and leases; public at GET /api/keys. */
  signingKeys: SigningKeyRing;
  /** Extension packages by SHA-256: files in DATA_DIR or the database (PACKAGE_STORAGE). */
  packages: PackageStore;
  /** Seals secrets kept per account (TOTP secrets) with a key that never reaches the database. */
  accountSecrets: AccountSecrets;
  /** The Redis client when REDIS_URL is set (rate limits, readiness); commands are time-bounded. */
  redis: Redis | undefined;
  /** This instance's Prometheus registry (GET /metrics); the job queue reports its depth to it. */
  metrics: Metrics;
}
