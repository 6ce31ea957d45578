import { Trans, useTranslation } from '../../../i18n/react';
import { Mail } from 'lucide-react';
import { CodeBlock } from '../../../components/ui/code-block';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';

/**
 * A server without the Paddle settings (docs/architecture.md §10): no dead end. The buyer is sent
 * to the sales team, who grant the plan; the operator's command is kept for whoever runs the server.
 */
export function NotConfigured() {
  const { t } = useTranslation('dashboard', { keyPrefix: 'checkout.notConfigured' });
  const mail = `mailto:${brand.emails.sales}?subject=${encodeURIComponent(t('mailSubject'))}`;
  return (
    <div className="checkout-unavailable card" role="status">
      <h2>{t('heading')}</h2>
      <p>{t('text')}</p>
      <p className="checkout-unavailable__actions">
        <ButtonLink to={paths.contact} icon={Mail} variant="primary" label={t('contactSales')} />
      </p>
      <p>
        <Trans
          t={t}
          i18nKey="orEmail"
          values={{ email: brand.emails.sales }}
          components={{ mail: <a href={mail} /> }}
        />
      </p>
      <details className="checkout-operator">
        <summary>{t('operatorSummary')}</summary>
        <p>{t('operatorText')}</p>
        <CodeBlock
          code="npm run admin -- set-plan <username|email> pro"
          label={t('commandLabel')}
        />
      </details>
    </div>
  );
}
