import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config, PaddleConfig } from '../../config';

const paddleScript = 'https://cdn.paddle.com/paddle/v2/paddle.js';

/** Text safe inside a <script> block: JSON with "<" escaped, so no "</script>" can close it. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function payPage(paddle: PaddleConfig, publicUrl: string) {
  const afterwards = `${publicUrl}/dashboard/billing`;
  // Paddle.js opens the checkout of the transaction named by ?_ptxn= once initialised.
  const script = `(function () {
  var status = document.getElementById('status');
  if (!window.Paddle) {
    status.textContent = 'The secure checkout could not load. Check your connection or content blocker, then try again.';
    return;
  }
  if (${scriptValue(paddle.environment)} === 'sandbox') window.Paddle.Environment.set('sandbox');
  window.Paddle.Initialize({
    token: ${scriptValue(paddle.clientToken)},
    checkout: { settings: { displayMode: 'overlay', successUrl: ${scriptValue(afterwards)} } },
    eventCallback: function (event) {
      if (event.name === 'checkout.closed') window.location.href = ${scriptValue(afterwards)};
    }
  });
})();`;
  const hash = createHash('sha256').update(script).digest('base64');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Checkout · Sinyal</title>
<script src="${paddleScript}"></script>
</head>
<body style="font-family: system-ui, sans-serif; margin: 3rem auto; max-width: 32rem; padding: 0 1rem">
<main>
<h1 style="font-size: 1.4rem">Sinyal Pro</h1>
<p id="status" role="status">Opening the secure checkout (Paddle)…</p>
<p><a href="${afterwards}">Back to Billing &amp; Plans</a></p>
</main>
<script>${script}</script>
</body>
</html>`;
  // Paddle.js loads from its CDN and shows the checkout in a frame from Paddle's domains.
  const policy = [
    "default-src 'self'",
    `script-src ${paddleScript} 'sha256-${hash}'`,
    "style-src 'self' 'unsafe-inline' https://cdn.paddle.com",
    'frame-src https://buy.paddle.com https://sandbox-buy.paddle.com',
    "connect-src 'self' https://*.paddle.com",
    "img-src 'self' data: https:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, policy };
}

/**
 * The checkout page Paddle sends buyers to (<PUBLIC_URL>/pay?_ptxn=…, the transaction's
 * checkout address): its own small page, so Paddle.js never loads with the site itself.
 */
export function registerPayPage(site: FastifyInstance, config: Config): void {
  const paddle = config.paddle;
  if (!paddle) return;
  const { html, policy } = payPage(paddle, config.publicUrl);
  site.get('/pay', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-security-policy', policy)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html),
  );
}
