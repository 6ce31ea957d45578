import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { Crown } from 'lucide-react';
import { checkoutRequestSchema } from '@sinyal/contracts/billing';
import { isPremiumPlan, planNames, planPrices } from '@sinyal/contracts/plans';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { brand } from '../../../config/brand';
import { dashboardTabPaths, paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { Link, useNavigate } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { useServerForm } from '../../../lib/use-server-form';
import { availabilityQueryOptions } from '../api/get-availability';
import { useStartCheckoutMutation } from '../api/start-checkout';
import { NotConfigured } from './not-configured';
import { PaymentNote } from './payment-note';

const pro = planPrices.pro ?? { month: 0, year: 0 };

/**
 * /checkout (docs/architecture.md §10): every buy button leads here. A visitor registers first
 * and comes back; a signed-in user picks monthly or yearly and goes on to Paddle's checkout.
 */
export function CheckoutScreen() {
  const { t, i18n } = useTranslation('dashboard', { keyPrefix: 'checkout' });
  const { t: pricingText } = useTranslation('pricing');
  const { status, user } = useSession();
  const navigate = useNavigate();
  const availability = useQuery(availabilityQueryOptions());
  const checkout = useStartCheckoutMutation();
  const messages = useMessageText();
  const groupId = useId();
  const form = useServerForm({
    schema: checkoutRequestSchema,
    defaultValues: { plan: 'pro', interval: 'month' },
    fields: ['interval'],
    send: async (choice) => {
      const { checkout_url } = await checkout.mutateAsync(choice);
      notify.info(t('redirecting'));
      window.location.assign(checkout_url);
    },
    onRefused: (error) => notify.error(messages.error(error, t('failed'))),
  });

  const signedOut = status === 'signed-out';
  useEffect(() => {
    if (signedOut && availability.data?.online_payment) {
      navigate(`${paths.register}?next=${encodeURIComponent(`${paths.dashboard}?checkout`)}`, {
        replace: true,
      });
    }
  }, [signedOut, availability.data, navigate]);

  if (availability.isPending || status === 'checking') return <PageSpinner label={t('loading')} />;
  if (availability.data && !availability.data.online_payment) return <NotConfigured />;
  if (signedOut) return <PageSpinner label={t('loading')} />;

  if (user && isPremiumPlan(user.plan)) {
    return (
      <div className="checkout-card card">
        <p>{t('alreadyPaid', { plan: planNames[user.plan] })}</p>
        <Link to={dashboardTabPaths.billing} className="button button--primary">
          {t('toDashboard')}
        </Link>
      </div>
    );
  }

  const price = (amount: number) => formatUsd(amount, i18n.resolvedLanguage);
  return (
    <GuardedForm className="checkout-card card" {...form.formProps}>
      <fieldset className="checkout-intervals" aria-describedby={`${groupId}-note`}>
        <legend>{t('choose')}</legend>
        {(['month', 'year'] as const).map((option) => (
          <label key={option} className="checkout-interval">
            <input type="radio" value={option} {...form.field('interval')} />
            <span className="checkout-interval__name">{t(`intervals.${option}.label`)}</span>
            <span className="checkout-interval__price">
              {t(`intervals.${option}.price`, { price: price(pro[option]) })}
            </span>
            {option === 'year' && (
              <span className="badge">
                {pricingText('yearlySaving', { count: brand.pricing.proYearlyMonthsFree })}
              </span>
            )}
          </label>
        ))}
      </fieldset>
      <div id={`${groupId}-note`}>
        <p className="checkout-paddle">{t('paddleNote')}</p>
        <PaymentNote />
      </div>
      <button type="submit" className="button button--primary" disabled={form.busy}>
        <Crown size={18} aria-hidden="true" />
        {form.busy ? t('opening') : t('continue')}
      </button>
    </GuardedForm>
  );
}
