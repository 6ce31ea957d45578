import { useTranslation } from '../../../i18n/react';
import { z } from 'zod';
import { adminReasonSchema } from '@sinyal/contracts/admin';
import type { AdminExtension } from '@sinyal/contracts/moderation';
import { usePublisherVerification, useRestore, useTakedown } from '../api/moderate-extensions';
import { useActionForm } from '../hooks/use-action-form';
import { ActionDialog, ReasonField } from './action-dialog';
import { optionalVersion, RevokeTokensField, VersionField } from './moderation-fields';

interface ExtensionDialogProps {
  extension: AdminExtension;
  onClose: () => void;
}

const takedownFormSchema = z.object({
  version: optionalVersion,
  reason: adminReasonSchema,
  revoke_tokens: z.boolean(),
});

/** Take a version, or the whole extension, down: gone from the catalogue, revoked for the agents. */
export function TakedownDialog({ extension, onClose }: ExtensionDialogProps) {
  const { t } = useTranslation('admin');
  const form = useActionForm({
    schema: takedownFormSchema,
    defaultValues: { version: '', reason: '', revoke_tokens: false },
    fields: ['version', 'reason', 'revoke_tokens'],
    mutation: useTakedown(extension.id),
    done: 'taken_down',
    onDone: onClose,
  });
  return (
    <ActionDialog
      heading={t('extensions.takedown.heading', { name: extension.name })}
      intro={t('extensions.takedown.intro')}
      confirmLabel={t('extensions.takedown.confirm')}
      onClose={onClose}
      form={form}
    >
      <VersionField id="takedown-version" input={form.input('version')} />
      <ReasonField id="takedown-reason" input={form.input('reason')} />
      <RevokeTokensField id="takedown-revoke" input={form.input('revoke_tokens')} />
    </ActionDialog>
  );
}

const restoreFormSchema = z.object({ version: optionalVersion, reason: adminReasonSchema });

/** Undo a takedown, of one version or of all. */
export function RestoreDialog({ extension, onClose }: ExtensionDialogProps) {
  const { t } = useTranslation('admin');
  const form = useActionForm({
    schema: restoreFormSchema,
    defaultValues: { version: '', reason: '' },
    fields: ['version', 'reason'],
    mutation: useRestore(extension.id),
    done: 'restored',
    onDone: onClose,
  });
  return (
    <ActionDialog
      heading={t('extensions.restore.heading', { name: extension.name })}
      intro={t('extensions.restore.intro')}
      confirmLabel={t('extensions.restore.confirm')}
      onClose={onClose}
      form={form}
    >
      <VersionField id="restore-version" input={form.input('version')} />
      <ReasonField id="restore-reason" input={form.input('reason')} />
    </ActionDialog>
  );
}

/** Grant or remove the publisher's "Verified" badge (the server takes no reason for it). */
export function VerificationDialog({ extension, onClose }: ExtensionDialogProps) {
  const { t } = useTranslation('admin');
  const verifying = !extension.publisher_verified;
  const verification = usePublisherVerification();
  const form = useActionForm({
    schema: z.object({}),
    defaultValues: {},
    fields: [],
    mutation: {
      mutateAsync: () => verification.mutateAsync({ name: extension.author, verified: verifying }),
      error: verification.error,
    },
    done: verifying ? 'publisher_verified' : 'publisher_unverified',
    onDone: onClose,
  });
  const which = verifying ? 'verify' : 'unverify';
  return (
    <ActionDialog
      heading={t(`extensions.${which}.heading`, { name: extension.author })}
      intro={t(`extensions.${which}.intro`)}
      confirmLabel={t(`extensions.${which}.confirm`)}
      onClose={onClose}
      form={form}
    >
      {null}
    </ActionDialog>
  );
}
