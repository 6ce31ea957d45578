import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { AlertTriangle, CreditCard, FileText, XCircle } from 'lucide-react';
import type { BillingResponse } from '@sinyal/contracts/billing';
import { formatDate } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useBillingLinkMutation } from '../api/billing-links';
import { useCancelSubscriptionMutation } from '../api/cancel-subscription';
import { billingQueryOptions } from '../api/get-billing';

/** "500" USD cents → "$5.00" in the reader's language. */
function money(amount: string, currency: string, language: string | undefined) {
  const value = Number(amount) / 100;
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
}

/**
 * The subscription in Billing & Plans (docs/architecture.md §10): price and interval, status, the
 * next renewal or the end date, invoices, the payment method (Paddle's portal) and cancel at the
 * period's end; a banner while a payment is overdue.
 */
export function SubscriptionCard() {
  const { token } = useSession();
  const billing = useQuery(billingQueryOptions(token));
  if (!billing.data) return null;
  const data = billing.data;
  if (data.status === 'none' && data.invoices.length === 0 && data.plan_source !== 'manual') {
    return null;
  }
  return <SubscriptionDetails data={data} />;
}

function SubscriptionDetails({ data }: { data: BillingResponse }) {
  const { t, i18n } = useTranslation('dashboard', { keyPrefix: 'checkout' });
  const language = i18n.resolvedLanguage ?? 'en';
  const messages = useMessageText();
  const cancel = useCancelSubscriptionMutation();
  const link = useBillingLinkMutation();
  const endsAt = data.ends_at ?? (data.cancel_at_period_end ? data.current_period_end : null);
  const renewing =
    data.status === 'active' || data.status === 'trialing' || data.status === 'past_due';

  const open = (target: Parameters<typeof link.mutate>[0]) =>
    link.mutate(target, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => notify.error(messages.error(error, t('subscription.actionFailed'))),
    });

  const cancelAtPeriodEnd = () => {
    const date = formatDate(data.current_period_end, language);
    if (!window.confirm(t('subscription.cancelConfirm', { date }))) return;
    cancel.mutate(undefined, {
      onSuccess: (next) =>
        notify.success(
          t('subscription.cancelDone', {
            date: formatDate(next.ends_at ?? next.current_period_end, language),
          }),
        ),
      onError: (error) => notify.error(messages.error(error, t('subscription.actionFailed'))),
    });
  };

  return (
    <section className="card" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading" className="dashboard-card-title">
        {t('subscription.heading')}
      </h2>
      {data.status === 'past_due' && (
        <p className="form-alert form-alert--error" role="alert">
          <AlertTriangle size={18} aria-hidden="true" /> {t('subscription.pastDue')}
        </p>
      )}
      {data.plan_source === 'manual' && <p className="field-hint">{t('subscription.manual')}</p>}
      <dl className="subscription-facts">
        <div>
          <dt>{t('subscription.status')}</dt>
          <dd>{t(`subscription.statuses.${data.status}`)}</dd>
        </div>
        {data.price && data.interval && (
          <div>
            <dt>{t('subscription.price')}</dt>
            <dd>
              {t(data.interval === 'year' ? 'subscription.perYear' : 'subscription.perMonth', {
                price: money(data.price.amount, data.price.currency, language),
              })}
            </dd>
          </div>
        )}
        {endsAt ? (
          <div>
            <dt>{t('subscription.ends')}</dt>
            <dd>{formatDate(endsAt, language)}</dd>
          </div>
        ) : (
          renewing &&
          data.current_period_end && (
            <div>
              <dt>{t('subscription.renews')}</dt>
              <dd>{formatDate(data.current_period_end, language)}</dd>
            </div>
          )
        )}
      </dl>
      {endsAt && data.plan !== 'lite' && (
        <p className="field-hint">
          {t('subscription.endNote', { date: formatDate(endsAt, language) })}
        </p>
      )}
      {data.online_payment && data.status !== 'none' && (
        <div className="subscription-actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => open({ kind: 'portal' })}
            disabled={link.isPending}
          >
            <CreditCard size={18} aria-hidden="true" />
            {t('subscription.managePayment')}
          </button>
          {renewing && !data.cancel_at_period_end && (
            <button
              type="button"
              className="button button--ghost"
              onClick={cancelAtPeriodEnd}
              disabled={cancel.isPending}
            >
              <XCircle size={18} aria-hidden="true" />
              {t('subscription.cancel')}
            </button>
          )}
        </div>
      )}
      <h3>{t('subscription.invoices')}</h3>
      {data.invoices.length === 0 ? (
        <p className="field-hint">{t('subscription.noInvoices')}</p>
      ) : (
        <table className="subscription-invoices">
          <thead>
            <tr>
              <th scope="col">{t('subscription.invoiceDate')}</th>
              <th scope="col">{t('subscription.invoiceNumber')}</th>
              <th scope="col">{t('subscription.invoiceAmount')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('subscription.download')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td>{formatDate(invoice.date, language)}</td>
                <td>{invoice.number ?? invoice.id}</td>
                <td>{money(invoice.amount, invoice.currency, language)}</td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => open({ kind: 'invoice', id: invoice.id })}
                    disabled={link.isPending || !data.online_payment}
                  >
                    <FileText size={16} aria-hidden="true" />
                    {t('subscription.download')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
