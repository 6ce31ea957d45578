import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { adminReasonMaxLength } from '@sinyal/contracts/admin';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { BoundInput } from '../../../lib/use-server-form';

interface ActionDialogProps {
  heading: string;
  /** What the action does, said before the reader confirms it. */
  intro: ReactNode;
  confirmLabel: string;
  onClose: () => void;
  /** From useServerForm. */
  form: {
    busy: boolean;
    problem: string | null;
    alertId: string;
    formProps: {
      busy: boolean;
      onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
      describedBy: string | undefined;
    };
  };
  /** The action's fields; the reason box is one of them (ReasonField). */
  children: ReactNode;
}

/**
 * Every action of the console that changes something is this dialog: it says what will happen,
 * asks why (the reason goes into the audit log) and acts only on its confirm button.
 */
export function ActionDialog({
  heading,
  intro,
  confirmLabel,
  onClose,
  form,
  children,
}: ActionDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <ModalDialog heading={heading} closeLabel={t('dialog.close')} onClose={onClose}>
      <GuardedForm className="admin-dialog-form" {...form.formProps}>
        <p className="field-hint">{intro}</p>
        {form.problem ? (
          <FormAlert tone="error" id={form.alertId} takeFocus>
            {form.problem}
          </FormAlert>
        ) : null}
        {children}
        <div className="button-row">
          <SubmitButton busy={form.busy} label={confirmLabel} busyLabel={t('dialog.working')} />
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
        </div>
      </GuardedForm>
    </ModalDialog>
  );
}

/** The reason box of an action dialog. */
export function ReasonField({
  id,
  label,
  input: { error, ...field },
}: {
  id: string;
  label?: string;
  input: BoundInput;
}) {
  const { t } = useTranslation('admin');
  return (
    <FormField
      id={id}
      label={label ?? t('dialog.reason')}
      hint={t('dialog.reasonHint')}
      error={error}
    >
      {(control) => <textarea {...control} rows={3} maxLength={adminReasonMaxLength} {...field} />}
    </FormField>
  );
}
