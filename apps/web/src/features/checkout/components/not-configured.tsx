import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../components/ui/code-block';

/** A server without the Paddle settings: no dead end, but who can grant a plan, and how. */
export function NotConfigured() {
  const { t } = useTranslation('dashboard', { keyPrefix: 'checkout' });
  return (
    <div className="checkout-unavailable" role="status">
      <h2>{t('notConfigured.heading')}</h2>
      <p>{t('notConfigured.text')}</p>
      <CodeBlock
        code="npm run admin -- set-plan <username|email> pro"
        label={t('notConfigured.commandLabel')}
      />
    </div>
  );
}
