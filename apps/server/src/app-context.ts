import type { Config } from './config';
import type { Db } from './db/database';
import type { BackgroundTasks } from './lib/background';
import type { Clock } from './lib/clock';
import type { Mailer } from './mail/mailer';
import type { RateLimiting } from './plugins/rate-limit';
import type { AuthGuard } from './plugins/auth';
import type { PasswordHasher } from './security/passwords';

/** What modules are given: built once in buildApp, swapped in tests through the config and clock. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  passwords: PasswordHasher;
  background: BackgroundTasks;
  rateLimits: RateLimiting;
  auth: AuthGuard;
}
