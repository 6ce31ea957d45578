import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AccountSettingsUpdate } from '@sinyal/contracts/account-security';
import { useTranslation } from '../../../i18n/react';
import { Download } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { ActionButton } from '../../../components/ui/submit-button';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useExportDataMutation } from '../api/export-data';
import { settingsQueryOptions } from '../api/get-settings';
import { useUpdateSettingsMutation } from '../api/update-settings';
import { saveTextFile } from '../../../lib/save-file';
import { DeleteAccountCard } from './delete-account-card';
import { PrivacyCard } from './privacy-card';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';
import '../../../components/dashboard/security.css';

/**
 * Privacy & Data (docs/architecture.md §11): the settings the privacy policy promises "in your
 * account settings" (telemetry opt-out, newsletter), a copy of everything stored, and deletion.
 */
export function PrivacyTab({ username }: { username: string }) {
  return (
    <div className="dashboard-stack">
      <SettingsCard />
      <ExportCard username={username} />
      <DeleteAccountCard />
    </div>
  );
}

function SettingsCard() {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const { token } = useSession();
  const settings = useQuery(settingsQueryOptions(token));
  const update = useUpdateSettingsMutation();

  // What the reader just ticked shows at once, in the same render as the click (a controlled
  // box would otherwise spring back until the request is under way); the answer settles it.
  const [ticked, setTicked] = useState<AccountSettingsUpdate>({});
  const save = (changes: AccountSettingsUpdate) => {
    setTicked(changes);
    update.mutate(changes, {
      onSuccess: () => notify.success(t('privacy.settings.saved')),
      onError: (error) => notify.error(message.error(error, t('privacy.settings.failed'))),
      onSettled: () => setTicked({}),
    });
  };
  const shown = { ...settings.data, ...ticked };

  return (
    <DashboardCard
      id="privacy-settings"
      heading={t('privacy.settings.heading')}
      className="security-card"
    >
      {settings.isPending ? (
        <Spinner size="small" />
      ) : settings.data ? (
        <div className="security-checks">
          <label className="security-check">
            <input
              type="checkbox"
              checked={shown.telemetry_opt_out ?? false}
              disabled={update.isPending}
              aria-describedby="privacy-telemetry-hint"
              onChange={(event) => save({ telemetry_opt_out: event.target.checked })}
            />
            <span>{t('privacy.settings.telemetry')}</span>
          </label>
          <p id="privacy-telemetry-hint" className="field-hint security-check__hint">
            {t('privacy.settings.telemetryHint')}
          </p>
          <label className="security-check">
            <input
              type="checkbox"
              checked={shown.newsletter_subscribed ?? false}
              disabled={update.isPending}
              onChange={(event) => save({ newsletter_subscribed: event.target.checked })}
            />
            <span>{t('privacy.settings.newsletter')}</span>
          </label>
        </div>
      ) : null}
    </DashboardCard>
  );
}

function ExportCard({ username }: { username: string }) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const exportData = useExportDataMutation();

  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        const day = data.exported_at.slice(0, 10);
        saveTextFile(
          `sinyal-data-${username || data.profile.username}-${day}.json`,
          `${JSON.stringify(data, null, 2)}\n`,
          'application/json',
        );
        notify.success(t('privacy.export.done'));
      },
      onError: (error) => notify.error(message.error(error, t('privacy.export.failed'))),
    });

  return (
    <PrivacyCard of="export">
      <ActionButton
        variant="ghost"
        busy={exportData.isPending}
        icon={Download}
        label={t('privacy.export.button')}
        busyLabel={t('privacy.export.preparing')}
        onClick={download}
      />
    </PrivacyCard>
  );
}
