import { useTranslation } from '../../../i18n/react';
import type { MemberSeat } from '@sinyal/contracts/orgs';

/** The reader's seat in one organization, in words: none, Enterprise, or held but idle and why. */
export function SeatStatus({ seat }: { seat: MemberSeat }) {
  const { t } = useTranslation('orgs');
  if (!seat.assigned) return <span className="badge">{t('seat.none')}</span>;
  if (seat.active) return <span className="badge orgs-badge--good">{t('seat.active')}</span>;
  return (
    <span className="badge orgs-badge--warn">
      {seat.reason === '2fa_required'
        ? t('seat.twoFactorRequired')
        : seat.reason === 'seats_ended'
          ? t('seat.ended')
          : t('seat.inactive')}
    </span>
  );
}
