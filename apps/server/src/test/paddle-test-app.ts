import { afterAll } from 'vitest';
import {
  paddleSignature,
  standInSettings,
  startPaddleStandIn,
  type PaddleStandIn,
} from './paddle-stand-in';
import type { TestApp } from './test-app';
import { useTestApp } from './use-test-app';

/**
 * The file's test app, whose Paddle API is a local HTTP stand-in (paddle-stand-in.ts), not Paddle:
 * the production code, the official SDK included, calls it as it would call Paddle. `started`
 * hands the stand-in to tests that steer it.
 */
export function usePaddleTestApp(
  env: Record<string, string> = {},
  started: (standIn: PaddleStandIn) => void = () => {},
): TestApp {
  let standIn: PaddleStandIn | undefined;
  const app = useTestApp(async () => {
    standIn = await startPaddleStandIn();
    started(standIn);
    return { env: { ...standInSettings, PADDLE_API_BASE_URL: standIn.url, ...env } };
  });
  afterAll(async () => {
    await standIn?.close();
  });
  return app;
}

/** Sends an event as Paddle would: the raw JSON and its signature (Paddle's, unless given). */
export function deliverPaddleEvent(
  app: TestApp,
  event: object,
  signature?: string,
  rawBody = JSON.stringify(event),
) {
  return app.post('/api/billing/webhooks/paddle', undefined, undefined, {
    payload: rawBody,
    headers: {
      'content-type': 'application/json',
      'paddle-signature': signature ?? paddleSignature(rawBody),
    },
  });
}
