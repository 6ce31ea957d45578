import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Paddle Billing's API, for tests only: the production code (the official
 * SDK) calls it exactly as it calls Paddle, through PADDLE_API_BASE_URL. It answers the few calls
 * the billing code makes, in Paddle's response shape, keeps the subscriptions a test gives it, and
 * records every request. Also: Paddle's webhook signature and notification shapes, for tests
 * that play Paddle sending events.
 */

export const standInWebhookSecret = 'pdl_ntfset_standin_secret_0123456789';
export const standInSettings = {
  PADDLE_API_KEY: 'pdl_sdbx_apikey_standin_0123456789',
  PADDLE_WEBHOOK_SECRET: standInWebhookSecret,
  PADDLE_CLIENT_TOKEN: 'test_standin0123456789',
  PADDLE_ENV: 'sandbox',
  PADDLE_PRICE_PRO_MONTHLY: 'pri_standinmonthly',
  PADDLE_PRICE_PRO_YEARLY: 'pri_standinyearly',
} as const;

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface PaddleStandIn {
  url: string;
  requests: RecordedRequest[];
  /** Subscriptions by id, in Paddle's (snake case) shape; cancel answers from here. */
  subscriptions: Map<string, PaddleSubscription>;
  /** Answer every API call with this status and Paddle's error body (null: answer normally). */
  failWith: number | null;
  close(): Promise<void>;
}

export type PaddleSubscription = Record<string, unknown> & { id: string };

const paddleTime = (date: Date) => date.toISOString().replace('Z', '000Z');

/** A subscription as Paddle's API and notifications show it (the fields the SDK needs). */
export function paddleSubscription(options: {
  id: string;
  userId: number | string | null;
  status: string;
  periodEnd: Date | null;
  updatedAt: Date;
  interval?: 'month' | 'year';
  customerId?: string;
  scheduledCancelAt?: Date | null;
  canceledAt?: Date | null;
}): PaddleSubscription {
  const interval = options.interval ?? 'month';
  const priceId =
    interval === 'month'
      ? standInSettings.PADDLE_PRICE_PRO_MONTHLY
      : standInSettings.PADDLE_PRICE_PRO_YEARLY;
  const created = paddleTime(new Date(options.updatedAt.getTime() - 60_000));
  const start =
    options.periodEnd &&
    new Date(options.periodEnd.getTime() - (interval === 'month' ? 30 : 365) * 86_400_000);
  return {
    id: options.id,
    status: options.status,
    customer_id: options.customerId ?? 'ctm_standin01',
    address_id: 'add_standin01',
    business_id: null,
    currency_code: 'USD',
    created_at: created,
    updated_at: paddleTime(options.updatedAt),
    started_at: created,
    first_billed_at: created,
    next_billed_at:
      options.status === 'active' && options.periodEnd ? paddleTime(options.periodEnd) : null,
    paused_at: null,
    canceled_at: options.canceledAt ? paddleTime(options.canceledAt) : null,
    discount: null,
    collection_mode: 'automatic',
    billing_details: null,
    current_billing_period:
      options.periodEnd && start
        ? { starts_at: paddleTime(start), ends_at: paddleTime(options.periodEnd) }
        : null,
    billing_cycle: { interval, frequency: 1 },
    scheduled_change: options.scheduledCancelAt
      ? { action: 'cancel', effective_at: paddleTime(options.scheduledCancelAt), resume_at: null }
      : null,
    items: [
      {
        status: 'active',
        quantity: 1,
        recurring: true,
        created_at: created,
        updated_at: created,
        previously_billed_at: created,
        next_billed_at: null,
        trial_dates: null,
        price: {
          id: priceId,
          product_id: 'pro_standinpro',
          description: `Sinyal Pro (${interval}ly)`,
          type: 'standard',
          name: null,
          billing_cycle: { interval, frequency: 1 },
          trial_period: null,
          tax_mode: 'account_setting',
          unit_price: { amount: interval === 'month' ? '500' : '5000', currency_code: 'USD' },
          unit_price_overrides: [],
          quantity: { minimum: 1, maximum: 1 },
          status: 'active',
          custom_data: null,
          import_meta: null,
          created_at: created,
          updated_at: created,
        },
        product: {
          id: 'pro_standinpro',
          name: 'Sinyal Pro',
          tax_category: 'standard',
          type: 'standard',
          description: null,
          image_url: null,
          custom_data: null,
          status: 'active',
          import_meta: null,
          created_at: created,
          updated_at: created,
        },
      },
    ],
    custom_data: options.userId === null ? null : { user_id: String(options.userId) },
    import_meta: null,
  };
}

/** A completed transaction (a payment) as a notification carries it. */
export function paddleTransaction(options: {
  id: string;
  userId: number | string | null;
  subscriptionId: string | null;
  billedAt: Date;
  amount?: string;
}) {
  const at = paddleTime(options.billedAt);
  return {
    id: options.id,
    status: 'completed',
    customer_id: 'ctm_standin01',
    address_id: 'add_standin01',
    business_id: null,
    custom_data: options.userId === null ? null : { user_id: String(options.userId) },
    currency_code: 'USD',
    origin: options.subscriptionId ? 'subscription_recurring' : 'web',
    subscription_id: options.subscriptionId,
    invoice_id: `inv_${options.id.slice(4)}`,
    invoice_number: `325-${options.id.slice(-5)}`,
    collection_mode: 'automatic',
    discount_id: null,
    billing_details: null,
    billing_period: null,
    items: [],
    details: {
      tax_rates_used: [],
      totals: { grand_total: options.amount ?? '590', currency_code: 'USD' },
      line_items: [],
    },
    payments: [],
    checkout: null,
    created_at: at,
    updated_at: at,
    billed_at: at,
  };
}

/** A full refund of a transaction as Paddle's API and its adjustment notifications show it. */
export function paddleAdjustment(
  asked: { transaction_id: string; action?: string; reason?: string },
  status: string,
) {
  const now = paddleTime(new Date());
  return {
    id: `adj_${asked.transaction_id.slice(4)}`,
    action: asked.action ?? 'refund',
    type: 'full',
    transaction_id: asked.transaction_id,
    subscription_id: null,
    customer_id: 'ctm_standin01',
    reason: asked.reason ?? 'refund',
    credit_applied_to_balance: null,
    currency_code: 'USD',
    status,
    items: [],
    totals: {
      subtotal: '590',
      tax: '0',
      total: '590',
      fee: '0',
      earnings: '0',
      currency_code: 'USD',
    },
    payout_totals: null,
    created_at: now,
    updated_at: now,
  };
}

let eventCounter = 0;
/** A notification as Paddle sends it; each gets a fresh event id unless one is given. */
export function paddleEvent(
  type: string,
  data: Record<string, unknown>,
  occurredAt: Date,
  eventId?: string,
) {
  eventCounter += 1;
  return {
    event_id: eventId ?? `evt_standin${String(eventCounter).padStart(6, '0')}${Date.now()}`,
    event_type: type,
    occurred_at: paddleTime(occurredAt),
    notification_id: `ntf_standin${String(eventCounter)}`,
    data,
  };
}

/**
 * The Paddle-Signature header as Paddle makes it: `ts=<unix seconds>;h1=<hex HMAC-SHA256 of
 * "<ts>:<raw body>" with the destination's secret>`.
 */
export function paddleSignature(
  rawBody: string,
  secret: string = standInWebhookSecret,
  ts = Math.floor(Date.now() / 1000),
): string {
  const h1 = createHmac('sha256', secret)
    .update(`${String(ts)}:${rawBody}`)
    .digest('hex');
  return `ts=${String(ts)};h1=${h1}`;
}

function send(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const meta = { request_id: 'standin-request' };
const notFound = (response: http.ServerResponse) =>
  send(response, 404, {
    error: { type: 'request_error', code: 'not_found', detail: 'Entity not found' },
    meta,
  });

/** Starts the stand-in on 127.0.0.1 (port 0: any free port). */
export async function startPaddleStandIn(port = 0): Promise<PaddleStandIn> {
  let transactions = 0;
  const state: PaddleStandIn = {
    url: '',
    requests: [],
    subscriptions: new Map(),
    failWith: null,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const method = request.method ?? 'GET';
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const segments = path.split('/').filter(Boolean);

      if (method === 'GET' && path === '/checkout') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          '<!doctype html><html lang="en"><title>Paddle checkout (test stand-in)</title><h1>Paddle checkout (test stand-in)</h1></html>',
        );
        return;
      }
      if (segments[0] === '__stand-in') {
        if (method === 'GET' && segments[1] === 'requests')
          return send(response, 200, state.requests);
        if (method === 'PUT' && segments[1] === 'subscriptions' && segments[2]) {
          state.subscriptions.set(segments[2], body as PaddleSubscription);
          return send(response, 200, { ok: true });
        }
        return notFound(response);
      }

      state.requests.push({ method, path, authorization: request.headers.authorization, body });
      if (state.failWith !== null) {
        return send(response, state.failWith, {
          error: { type: 'api_error', code: 'internal_error', detail: 'Stand-in failure' },
          meta,
        });
      }

      // POST /transactions: a checkout. Paddle would answer the address passed in
      // checkout.url (our /pay page) with ?_ptxn=; the stand-in answers a page of its own.
      if (method === 'POST' && path === '/transactions') {
        transactions += 1;
        const id = `txn_standin${String(transactions).padStart(4, '0')}`;
        const now = paddleTime(new Date());
        const custom = (body as { custom_data?: unknown } | null)?.custom_data ?? null;
        return send(response, 201, {
          data: {
            ...paddleTransaction({ id, userId: null, subscriptionId: null, billedAt: new Date() }),
            status: 'ready',
            custom_data: custom,
            billed_at: null,
            created_at: now,
            updated_at: now,
            checkout: { url: `${state.url}/checkout?_ptxn=${id}` },
          },
          meta,
        });
      }
      // POST /subscriptions/{id}/cancel: a cancellation at the end of the billing period.
      if (method === 'POST' && segments[0] === 'subscriptions' && segments[2] === 'cancel') {
        const stored = state.subscriptions.get(segments[1] ?? '');
        if (!stored) return notFound(response);
        const period = stored.current_billing_period as { ends_at: string } | null;
        const cancelled: PaddleSubscription = {
          ...stored,
          updated_at: paddleTime(new Date()),
          scheduled_change: period
            ? { action: 'cancel', effective_at: period.ends_at, resume_at: null }
            : null,
        };
        state.subscriptions.set(cancelled.id, cancelled);
        return send(response, 200, { data: cancelled, meta });
      }
      // POST /customers/{id}/portal-sessions
      if (method === 'POST' && segments[0] === 'customers' && segments[2] === 'portal-sessions') {
        const customerId = segments[1] ?? '';
        return send(response, 201, {
          data: {
            id: 'cpls_standin01',
            customer_id: customerId,
            urls: {
              general: { overview: `${state.url}/portal/${customerId}` },
              subscriptions: [],
            },
            created_at: paddleTime(new Date()),
          },
          meta,
        });
      }
      // POST /adjustments: a refund asked for; Paddle answers it pending approval.
      if (method === 'POST' && path === '/adjustments') {
        const asked = body as { transaction_id: string; action: string; reason: string };
        return send(response, 201, { data: paddleAdjustment(asked, 'pending_approval'), meta });
      }
      // GET /transactions/{id}/invoice
      if (method === 'GET' && segments[0] === 'transactions' && segments[2] === 'invoice') {
        return send(response, 200, {
          data: { url: `${state.url}/invoices/${segments[1] ?? ''}.pdf` },
          meta,
        });
      }
      return notFound(response);
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return state;
}
