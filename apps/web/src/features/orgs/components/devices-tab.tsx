import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { formatDateTime } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useOrgDevicesQuery, useRemoveOrgDeviceMutation } from '../api/security';
import { ConfirmDialog } from './confirm-dialog';

interface PendingRemoval {
  id: string;
  name: string;
  username: string;
}

/** Every member's signed-in devices; an admin removes a lost or former one. */
export function DevicesTab({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('orgs');
  const message = useMessageText();
  const devices = useOrgDevicesQuery(slug);
  const remove = useRemoveOrgDeviceMutation(slug);
  const [removing, setRemoving] = useState<PendingRemoval | null>(null);

  const confirm = async (device: PendingRemoval) => {
    try {
      await remove.mutateAsync(device.id);
      notify.success(message.text('org_device_removed'));
    } catch (error) {
      notify.error(message.error(error, t('actionFailed')));
    }
    setRemoving(null);
  };

  return (
    <section aria-labelledby="org-devices-heading">
      <h2 id="org-devices-heading" className="orgs-panel__heading">
        {t('devices.heading')}
      </h2>
      {devices.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : devices.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : devices.data.items.length === 0 ? (
        <p className="field-hint">{t('devices.empty')}</p>
      ) : (
        <ul className="orgs-list" aria-label={t('devices.heading')}>
          {devices.data.items.map((device) => (
            <li key={device.id} className="orgs-row orgs-row--wrap">
              <div className="orgs-row__main">
                <span className="orgs-row__name">{device.name}</span>
                <span className="orgs-row__meta">
                  {device.username} · {device.os} · {device.app_version}
                </span>
                <span className="orgs-row__meta">
                  {device.last_seen_at
                    ? t('devices.lastSeen', {
                        date: formatDateTime(device.last_seen_at, i18n.language),
                      })
                    : t('devices.neverSeen')}
                </span>
              </div>
              <div className="orgs-row__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t('devices.removeAria', { name: device.name, user: device.username })}
                  onClick={() =>
                    setRemoving({ id: device.id, name: device.name, username: device.username })
                  }
                >
                  {t('devices.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          heading={t('devices.removeHeading', { name: removing.name })}
          text={t('devices.removeText', { user: removing.username })}
          confirmLabel={t('devices.remove')}
          busy={remove.isPending}
          onConfirm={() => void confirm(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
