import { startPaddleStandIn } from './paddle-stand-in';

// The browser tests' Paddle (e2e/playwright.config.ts starts it beside the server): a local
// stand-in for Paddle's API, for tests only. PADDLE_STAND_IN_PORT picks the port.
const port = Number(process.env.PADDLE_STAND_IN_PORT ?? 0);
const standIn = await startPaddleStandIn(port);
console.log(`Paddle stand-in on ${standIn.url}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
