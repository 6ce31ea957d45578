import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { CircleCheck, CircleX, MonitorSmartphone, TriangleAlert } from 'lucide-react';
import type { PendingDevice } from '@sinyal/contracts/licence';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard } from '../../../components/ui/form-card';
import { IconMark } from '../../../components/ui/icon-mark';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { dashboardTabPaths, paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { Link } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { useDecideDeviceMutation, type DeviceDecision } from '../api/decide-device';
import { pendingDeviceQueryOptions } from '../api/lookup-device';

/** The device behind a user code, with Approve and Deny; then what was decided. */
// Approve first, as the main action; each button says so while its own request is on its way.
const decisionButtons = [
  { decision: 'approve', busyLabel: 'approving', className: 'button button--primary' },
  { decision: 'deny', busyLabel: 'denying', className: 'button button--ghost' },
] as const satisfies readonly { decision: DeviceDecision; busyLabel: string; className: string }[];

export function DeviceApproval({ userCode }: { userCode: string }) {
  const { t } = useTranslation('activate');
  const message = useMessageText();
  const { token } = useSession();
  const pending = useQuery(pendingDeviceQueryOptions(token, userCode));
  const decide = useDecideDeviceMutation();

  const another = (
    <p className="activate-links">
      <Link to={paths.activate}>{t('device.another')}</Link>
    </p>
  );

  if (decide.data) {
    const approved = decide.data.decision === 'approved';
    return (
      <FormCard
        mark={
          <IconMark icon={approved ? CircleCheck : CircleX} tone={approved ? 'brand' : 'danger'} />
        }
        heading={approved ? t('done.approvedHeading') : t('done.deniedHeading')}
        intro={message.text(approved ? 'device_approved' : 'device_denied')}
        focusHeading
      >
        <p className="activate-links">
          {approved && <Link to={dashboardTabPaths.billing}>{t('done.dashboard')}</Link>}
          <Link to={paths.activate}>{t('done.another')}</Link>
        </p>
      </FormCard>
    );
  }

  if (pending.isPending) return <PageSpinner label={t('loading')} />;

  if (!pending.data) {
    return (
      <FormCard
        mark={<IconMark icon={TriangleAlert} tone="danger" />}
        heading={t('problem.heading')}
        focusHeading
      >
        <FormAlert tone="error">{message.error(pending.error, t('problem.failed'))}</FormAlert>
        {another}
      </FormCard>
    );
  }

  const choose = (decision: DeviceDecision) => decide.mutate({ userCode, decision });

  return (
    <FormCard
      mark={<IconMark icon={MonitorSmartphone} />}
      heading={t('device.heading')}
      intro={t('device.intro')}
    >
      <DeviceFacts device={pending.data} />
      <p className="activate-warning">{t('device.warning')}</p>
      {decide.error && (
        <FormAlert tone="error" takeFocus>
          {message.error(decide.error, t('problem.failed'))}
        </FormAlert>
      )}
      <div className="activate-actions">
        {decisionButtons.map(({ decision, busyLabel, className }) => (
          <button
            key={decision}
            type="button"
            className={className}
            disabled={decide.isPending}
            onClick={() => choose(decision)}
          >
            {decide.isPending && decide.variables.decision === decision
              ? t(`device.${busyLabel}`)
              : t(`device.${decision}`)}
          </button>
        ))}
      </div>
      {another}
    </FormCard>
  );
}

function DeviceFacts({ device }: { device: PendingDevice }) {
  const { t, i18n } = useTranslation('activate');
  return (
    <dl className="activate-device">
      <dt>{t('device.name')}</dt>
      <dd>{device.device_name}</dd>
      <dt>{t('device.os')}</dt>
      <dd>{device.os}</dd>
      <dt>{t('device.version')}</dt>
      <dd>{device.app_version}</dd>
      <dt>{t('device.code')}</dt>
      <dd className="activate-device__code">{device.user_code}</dd>
      <dt>{t('device.requested')}</dt>
      <dd>{formatDateTime(device.requested_at, i18n.language)}</dd>
    </dl>
  );
}
