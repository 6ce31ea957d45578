import { useTranslation } from '../../../i18n/react';
import { Receipt } from 'lucide-react';
import './payment-note.css';

/** Prices are in US dollars and taxes come on top at checkout (Paddle, as merchant of record). */
export function PaymentNote() {
  const { t } = useTranslation('dashboard', { keyPrefix: 'checkout' });
  return (
    <p className="checkout-note">
      <Receipt size={18} aria-hidden="true" />
      <span>{t('taxNote')}</span>
    </p>
  );
}
