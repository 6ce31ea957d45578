import { useTranslation } from '../../../i18n/react';
import { createInvitationRequestSchema, orgRoles } from '@sinyal/contracts/orgs';
import { FormProblem } from '../../../components/ui/form-problem';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { notify } from '../../../lib/notify';
import { useServerForm } from '../../../lib/use-server-form';
import { useInviteMutation } from '../api/invitations';

const fields = ['email', 'role'] as const;

/** An e-mail address and the role its owner will have; the server mails the link. */
export function InviteForm({ slug, canInviteOwner }: { slug: string; canInviteOwner: boolean }) {
  const { t } = useTranslation('orgs');
  const invite = useInviteMutation(slug);
  const form = useServerForm({
    schema: createInvitationRequestSchema,
    defaultValues: { email: '', role: 'member' },
    fields,
    send: async (values) => {
      await invite.mutateAsync(values);
      notify.success(t('invitations.sent', { email: values.email }));
      form.form.reset({ email: '', role: values.role });
    },
    failure: invite.error,
    fallback: t('actionFailed'),
  });
  const roles = canInviteOwner ? orgRoles : orgRoles.filter((role) => role !== 'owner');

  return (
    <GuardedForm className="orgs-form orgs-form--row" {...form.formProps}>
      <FormProblem form={form} />
      <InputField
        id="invite-email"
        type="email"
        label={t('invitations.email')}
        autoComplete="off"
        {...form.input('email')}
      />
      <div className="field">
        <label htmlFor="invite-role">{t('invitations.role')}</label>
        <select id="invite-role" {...form.field('role')}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton
        busy={form.busy}
        label={t('invitations.submit')}
        busyLabel={t('invitations.submitting')}
      />
    </GuardedForm>
  );
}
