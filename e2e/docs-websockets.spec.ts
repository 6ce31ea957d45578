import { expect, test } from '@playwright/test';
import { openRegion } from './fixtures/site';

test('the WebSockets page documents the stream with clients for the browser and Node', async ({
  page,
}) => {
  const section = await openRegion(page, '/docs/websockets', 'WebSockets');
  for (const heading of [
    'Handshake',
    'Messages',
    'Errors',
    'Client in the browser',
    'Client in Node.js',
  ]) {
    await expect(section.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  }
  await expect(
    section.getByText('Sec-WebSocket-Protocol: sinyal.v1, key.<pairing key>'),
  ).toBeVisible();
  await expect(section.getByText("import WebSocket from 'ws';")).toBeVisible();
});
