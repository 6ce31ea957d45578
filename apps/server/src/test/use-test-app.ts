import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * The test file's (or describe block's) server: started before its first test, closed after its
 * last. The answer stands for that app, so a file reads `const t = useTestApp()` and uses `t` in
 * its tests and in hooks registered after this call (they run in order); touching it before the
 * app has started throws. Options that take work to make (keys) may come from a function.
 */
export function useTestApp(
  options: TestAppOptions | (() => Promise<TestAppOptions>) = {},
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!current) throw new Error('the test app starts before the first test: use it in one');
      return Reflect.get(current, key, current);
    },
  });
}

/** A server of its own for one test (a small rate limit, another setting), closed after it. */
export async function withTestApp<T>(
  options: TestAppOptions,
  work: (app: TestApp) => Promise<T>,
): Promise<T> {
  const app = await createTestApp(options);
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}
