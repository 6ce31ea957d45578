import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { Trash2 } from 'lucide-react';
import { deleteAccountRequestSchema } from '@sinyal/contracts/account-security';
import { paths } from '../../../config/paths';
import { FormProblem } from '../../../components/ui/form-problem';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useNavigate } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { useServerForm } from '../../../lib/use-server-form';
import { useDeleteAccountMutation } from '../api/delete-account';
import { twoFactorQueryOptions } from '../../../lib/two-factor-status';
import { PrivacyCard } from './privacy-card';
import {
  PasswordAndCodeFields,
  SecuritySubmitRow,
} from '../../../components/dashboard/security-form-parts';

/** "Delete account": the password (and a code with 2FA), then the account is gone and so is this session. */
export function DeleteAccountCard() {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const session = useSession();
  const navigate = useNavigate();
  const twoFactor = useQuery(twoFactorQueryOptions(session.token));
  const remove = useDeleteAccountMutation();
  const [open, setOpen] = useState(false);
  const needsCode = twoFactor.data?.enabled ?? false;
  const form = useServerForm({
    schema: deleteAccountRequestSchema,
    defaultValues: { password: '', code: undefined },
    fields: ['password', 'code'],
    checkOn: 'submit',
    send: async (values) => {
      await remove.mutateAsync({
        password: values.password,
        ...(needsCode && values.code ? { code: values.code.trim() } : {}),
      });
      // The account is gone, and with it this session: forget it here too.
      session.expire();
      notify.success(t('privacy.delete.done'));
      navigate(paths.home);
    },
    failure: remove.error,
    fallback: message.text('invalid_input'),
  });

  return (
    <PrivacyCard of="delete" className="security-card--danger">
      {open ? (
        <GuardedForm className="security-form" {...form.formProps}>
          <h3 className="dashboard-subtitle">{t('privacy.delete.confirmHeading')}</h3>
          <FormProblem form={form} />
          <PasswordAndCodeFields
            of="privacy.delete"
            input={form.input}
            askCode={needsCode}
            autoFocus
          />
          <SecuritySubmitRow of="privacy.delete" busy={form.busy} onCancel={() => setOpen(false)} />
        </GuardedForm>
      ) : (
        <button
          type="button"
          className="button button--ghost security-danger"
          onClick={() => setOpen(true)}
        >
          <Trash2 size={18} aria-hidden="true" />
          {t('privacy.delete.button')}
        </button>
      )}
    </PrivacyCard>
  );
}
