import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { DevicesResponse } from '@sinyal/contracts/licence';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { devicesQueryOptions } from '../api/get-devices';
import { DeviceItem } from './device-item';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';
import '../licence.css';

/**
 * Billing & Plans → Licence (docs/architecture.md §9): the plan the desktop apps get, the seats in
 * use and each device signed in, with a way to remove it.
 */
export function LicenceSection() {
  const { t } = useTranslation('dashboard');
  const { token } = useSession();
  const devices = useQuery(devicesQueryOptions(token));

  return (
    <DashboardCard id="licence-heading" heading={t('licence.heading')}>
      <p className="licence-intro">{t('licence.intro')}</p>
      {devices.isPending ? (
        <p className="field-hint" role="status">
          <Spinner size="small" /> {t('licence.loading')}
        </p>
      ) : devices.data ? (
        <DeviceList data={devices.data} />
      ) : (
        <p className="field-hint">{t('licence.unavailable')}</p>
      )}
    </DashboardCard>
  );
}

function DeviceList({ data }: { data: DevicesResponse }) {
  const { t } = useTranslation(['dashboard', 'pricing']);
  const { used, limit } = data.seats;
  return (
    <>
      <dl className="licence-summary">
        <div>
          <dt>{t('licence.plan')}</dt>
          <dd>{t(`pricing:plans.${data.plan}.name`)}</dd>
        </div>
        <div>
          <dt>{t('licence.seats')}</dt>
          <dd>
            {t('licence.seatsUsed', { used, limit })}
            <meter
              className="licence-meter"
              min={0}
              max={limit}
              value={used}
              aria-label={t('licence.seatsUsed', { used, limit })}
            />
          </dd>
        </div>
      </dl>
      {data.devices.length === 0 ? (
        <p className="field-hint">{t('licence.empty')}</p>
      ) : (
        <ul className="licence-devices" aria-label={t('licence.listLabel')}>
          {data.devices.map((device) => (
            <DeviceItem key={device.id} device={device} />
          ))}
        </ul>
      )}
    </>
  );
}
