import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { yankRequestSchema } from '@sinyal/contracts/extension-registry';
import { useMessageText } from '../../../lib/message-text';

/**
 * A one-line reason and a button: what a yank or a deprecation asks (the same rule for both,
 * checked here as the server checks it).
 */
export function ReasonForm({
  label,
  submit,
  onSend,
  onCancel,
}: {
  label: string;
  submit: string;
  onSend: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const checked = yankRequestSchema.safeParse({ reason });
    if (!checked.success) {
      setProblem(message.text(checked.error.issues[0]?.message ?? 'invalid'));
      return;
    }
    setBusy(true);
    try {
      await onSend(checked.data.reason);
    } catch (failure) {
      setProblem(message.error(failure, t('publisher.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="publisher-reason" onSubmit={(event) => void send(event)} noValidate>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={reason}
        maxLength={300}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(null);
        }}
      />
      {problem ? (
        <p id={`${id}-error`} className="field-error">
          {problem}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {submit}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('publisher.cancel')}
        </button>
      </div>
    </form>
  );
}
