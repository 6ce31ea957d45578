import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Subscriptions and payments (docs/architecture.md §10).
 *
 * - `users.plan_source`: 'billing' (a subscription set the plan), 'manual' (the operator's
 *   `npm run admin -- set-plan`, which no webhook overrides) or 'default' (never changed).
 *   `users.plan_ends_at`: the moment the plan stops without grace (a canceled subscription's paid
 *   period); after it the account counts as Lite everywhere.
 * - `subscriptions`: the account's Paddle subscriptions as the latest applied event left them;
 *   `last_event_at` orders events, so an older one changes nothing.
 * - `billing_events`: every webhook event id seen, so each is applied once.
 * - `invoices`: completed transactions. They outlive the account for the legal period: deletion
 *   detaches them (user id null) and copies the buyer's name and country in (legal-retention.ts).
 */
export const billingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('plan_source', 'text', (c) =>
        c
          .notNull()
          .defaultTo('default')
          .check(sql`plan_source in ('billing', 'manual', 'default')`),
      )
      .execute();
    await db.schema.alterTable('users').addColumn('plan_ends_at', 'text').execute();
    // Plans given before billing existed came from the admin command.
    await sql`update users set plan_source = 'manual' where plan <> 'lite'`.execute(db);

    await db.schema
      .createTable('subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('active', 'trialing', 'past_due', 'paused', 'canceled')`),
      )
      .addColumn('price_id', 'text')
      .addColumn('interval', 'text')
      .addColumn('amount', 'text')
      .addColumn('currency', 'text')
      .addColumn('current_period_end', 'text')
      .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('ends_at', 'text')
      .addColumn('last_event_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('subscriptions_user_idx')
      .on('subscriptions')
      .columns(['user_id', 'updated_at'])
      .execute();

    await db.schema
      .createTable('billing_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('invoices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // Set null when the account is deleted: the invoice stays for the legal period.
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('subscription_id', 'text')
      .addColumn('invoice_number', 'text')
      .addColumn('amount', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('billed_at', 'text', (c) => c.notNull())
      .addColumn('buyer_name', 'text')
      .addColumn('buyer_country', 'text')
      .addColumn('retain_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('invoices_user_idx')
      .on('invoices')
      .columns(['user_id', 'billed_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('invoices').ifExists().execute();
    await db.schema.dropTable('billing_events').ifExists().execute();
    await db.schema.dropTable('subscriptions').ifExists().execute();
    await db.schema.alterTable('users').dropColumn('plan_ends_at').execute();
    await db.schema.alterTable('users').dropColumn('plan_source').execute();
  },
};
