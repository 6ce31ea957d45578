import { sql, type Kysely, type Migration } from 'kysely';
import { addColumns, col, columns, createIndex, dropColumns } from '../migration-helpers';

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
    await addColumns(db, 'users', [
      [
        'plan_source',
        'text',
        (c) =>
          c
            .notNull()
            .defaultTo('default')
            .check(sql`plan_source in ('billing', 'manual', 'default')`),
      ],
      ['plan_ends_at', 'text'],
    ]);
    // Plans given before billing existed came from the admin command.
    await sql`update users set plan_source = 'manual' where plan <> 'lite'`.execute(db);

    await db.schema
      .createTable('subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', col.userRef)
      .addColumn('customer_id', 'text', col.required)
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('active', 'trialing', 'past_due', 'paused', 'canceled')`),
      )
      .$call(
        columns(
          'text',
          col.nullable,
          'price_id',
          'interval',
          'amount',
          'currency',
          'current_period_end',
        ),
      )
      .addColumn('cancel_at_period_end', 'integer', col.zeroByDefault)
      .addColumn('ends_at', 'text')
      .$call(columns('text', col.required, 'last_event_at', 'created_at', 'updated_at'))
      .execute();
    await createIndex(db, 'subscriptions_user_idx', 'subscriptions', ['user_id', 'updated_at']);

    await db.schema
      .createTable('billing_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .$call(columns('text', col.required, 'event_type', 'occurred_at', 'outcome', 'received_at'))
      .execute();

    await db.schema
      .createTable('invoices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // Set null when the account is deleted: the invoice stays for the legal period.
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .$call(columns('text', col.nullable, 'subscription_id', 'invoice_number'))
      .$call(columns('text', col.required, 'amount', 'currency', 'billed_at'))
      .$call(columns('text', col.nullable, 'buyer_name', 'buyer_country', 'retain_until'))
      .addColumn('created_at', 'text', col.required)
      .execute();
    await createIndex(db, 'invoices_user_idx', 'invoices', ['user_id', 'billed_at']);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('invoices').ifExists().execute();
    await db.schema.dropTable('billing_events').ifExists().execute();
    await db.schema.dropTable('subscriptions').ifExists().execute();
    await dropColumns(db, 'users', ['plan_ends_at', 'plan_source']);
  },
};
