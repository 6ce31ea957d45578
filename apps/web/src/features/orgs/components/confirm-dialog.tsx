import { useTranslation } from '../../../i18n/react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ActionButton } from '../../../components/ui/submit-button';

interface ConfirmDialogProps {
  heading: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a step that cannot be undone from this screen (removing, revoking, handing over). */
export function ConfirmDialog({
  heading,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('orgs');
  return (
    <ModalDialog heading={heading} closeLabel={t('confirm.close')} onClose={onClose}>
      <p>{text}</p>
      <div className="orgs-confirm__actions">
        <ActionButton
          busy={busy}
          label={confirmLabel}
          busyLabel={t('confirm.working')}
          onClick={onConfirm}
        />
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          {t('confirm.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
