import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { ShieldOff, ShieldPlus } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { twoFactorQueryOptions } from '../../../lib/two-factor-status';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorSetup } from './two-factor-setup';
import { TwoFactorStartForm, type TwoFactorStarted } from './two-factor-start-form';

type Step =
  | { kind: 'idle' }
  | { kind: 'start' }
  | ({ kind: 'setup' } & TwoFactorStarted)
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

/**
 * Two-factor sign-in (docs/architecture.md §11): off → the password → a QR code and its key → a
 * code turns it on → the ten recovery codes, shown once. On → turning it off asks for the
 * password and a code.
 */
export function TwoFactorCard({ username }: { username: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const { token } = useSession();
  const status = useQuery(twoFactorQueryOptions(token));
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const enabled = status.data?.enabled ?? false;

  return (
    <DashboardCard
      id="security-2fa"
      heading={t('twoFactor.heading')}
      className="security-card"
      aside={
        status.data && (
          <span className={`badge security-badge security-badge--${enabled ? 'on' : 'off'}`}>
            {enabled ? t('twoFactor.on') : t('twoFactor.off')}
          </span>
        )
      }
    >
      {step.kind === 'codes' ? (
        <RecoveryCodes
          codes={step.codes}
          username={username}
          onDone={() => setStep({ kind: 'idle' })}
        />
      ) : step.kind === 'setup' ? (
        <TwoFactorSetup
          secret={step.secret}
          otpauthUrl={step.otpauthUrl}
          password={step.password}
          onEnabled={(codes) => setStep({ kind: 'codes', codes })}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : step.kind === 'start' ? (
        <TwoFactorStartForm
          onStarted={(started) => setStep({ kind: 'setup', ...started })}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : status.isPending ? (
        <Spinner size="small" />
      ) : enabled && status.data ? (
        <>
          <p className="field-hint">
            {t('twoFactor.onText', { count: status.data.recovery_codes_left })}
            {status.data.enabled_at &&
              ` ${t('twoFactor.enabledSince', { date: formatDate(status.data.enabled_at, i18n.language) })}`}
          </p>
          {step.kind === 'disable' ? (
            <TwoFactorDisableForm onDone={() => setStep({ kind: 'idle' })} />
          ) : (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setStep({ kind: 'disable' })}
            >
              <ShieldOff size={18} aria-hidden="true" />
              {t('twoFactor.disable.button')}
            </button>
          )}
        </>
      ) : (
        <>
          <p className="field-hint">{t('twoFactor.text')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setStep({ kind: 'start' })}
          >
            <ShieldPlus size={18} aria-hidden="true" />
            {t('twoFactor.button')}
          </button>
        </>
      )}
    </DashboardCard>
  );
}
