import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { ssoStartQuerySchema } from '@sinyal/contracts/org-sso';
import { FormAlert } from '../../../components/ui/form-alert';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { fullPageStep } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/message-text';

/**
 * "Single sign-on": a work e-mail, and the organization's own provider for its domain
 * (GET /api/sso/start?email=, docs/architecture.md §17). The start is asked first, so an address
 * whose domain has no single sign-on is said here; then the page goes there.
 */
export function SsoSignIn({
  go = (url: string) => window.location.assign(url),
}: {
  /** Leaves for the start's address (a test watches it instead). */
  go?: (url: string) => void;
} = {}) {
  const { t } = useTranslation('auth');
  const message = useMessageText();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alertId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ssoStartQuerySchema.safeParse({ email });
    if (!parsed.success) {
      setProblem(message.text('sso_email_invalid'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      go(await fullPageStep(apiPaths.ssoStart, new URLSearchParams(parsed.data)));
    } catch (failure) {
      setProblem(message.error(failure, message.text('sso_not_configured')));
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <div className="sso-sign-in">
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          {t('sso.open')}
        </button>
      </div>
    );
  }
  return (
    <form
      className="auth-form sso-sign-in"
      aria-label={t('sso.heading')}
      aria-describedby={problem ? alertId : undefined}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {problem && (
        <FormAlert tone="error" id={alertId} takeFocus>
          {problem}
        </FormAlert>
      )}
      <InputField
        id="sso-email"
        label={t('sso.email')}
        hint={t('sso.hint')}
        type="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SubmitButton busy={busy} label={t('sso.submit')} busyLabel={t('sso.submitting')} block />
    </form>
  );
}
