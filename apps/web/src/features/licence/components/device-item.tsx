import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Laptop, Trash2 } from 'lucide-react';
import type { Device } from '@sinyal/contracts/licence';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useRevokeDeviceMutation } from '../api/revoke-device';

// Stable, so the question takes the focus once, when it appears, not at every render.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** One device of the licence section; Remove asks first, in place, before the seat is freed. */
export function DeviceItem({ device }: { device: Device }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const message = useMessageText();
  const revoke = useRevokeDeviceMutation();
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const questionId = `device-${device.id}-question`;

  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => removeButton.current?.focus());
  };

  // The promise, not mutate()'s callbacks: the refreshed list drops this row, and a row that is
  // gone before the answer is handled would never say that its device was removed.
  const remove = () =>
    revoke.mutateAsync(device.id).then(
      () => notify.success(message.text('device_removed')),
      (error: unknown) => {
        notify.error(message.error(error, t('licence.removeFailed')));
        setConfirming(false);
      },
    );

  return (
    <li className="licence-device list-row">
      <Laptop size={22} aria-hidden="true" className="licence-device__icon" />
      <div className="licence-device__text">
        <p className="licence-device__name">{device.name}</p>
        <p className="licence-device__meta">
          {t('licence.system', { os: device.os, version: device.app_version })}
        </p>
        <p className="licence-device__meta">
          {device.last_seen_at
            ? t('licence.lastSeen', { date: formatDateTime(device.last_seen_at, language) })
            : t('licence.neverSeen')}
          {device.lease_expires_at && (
            <>
              {' · '}
              {t('licence.leaseUntil', { date: formatDate(device.lease_expires_at, language) })}
            </>
          )}
        </p>
        {(device.kind === 'offline' || !device.activated) && (
          <p className="licence-device__tags">
            {device.kind === 'offline' && <span className="badge">{t('licence.offline')}</span>}
            {!device.activated && <span className="badge">{t('licence.noSeat')}</span>}
          </p>
        )}
      </div>
      {confirming ? (
        <div className="licence-device__confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId} tabIndex={-1} ref={focusOnMount}>
            {t('licence.confirm', { name: device.name })}
          </p>
          <div className="licence-device__actions">
            <button
              type="button"
              className="button licence-device__confirm-remove"
              onClick={remove}
              disabled={revoke.isPending}
            >
              {revoke.isPending ? t('licence.removing') : t('licence.confirmRemove')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={cancel}
              disabled={revoke.isPending}
            >
              {t('licence.keep')}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={removeButton}
          type="button"
          className="button button--ghost licence-device__remove"
          aria-label={t('licence.removeAria', { name: device.name })}
          onClick={() => setConfirming(true)}
        >
          <Trash2 size={16} aria-hidden="true" />
          {t('licence.remove')}
        </button>
      )}
    </li>
  );
}
