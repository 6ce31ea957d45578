import { useTranslation } from '../../../i18n/react';
import { createOrgRequestSchema } from '@sinyal/contracts/orgs';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useNavigate } from '../../../lib/router/router';
import { useServerForm } from '../../../lib/use-server-form';
import { FormProblem } from '../../../components/ui/form-problem';
import { useCreateOrgMutation } from '../api/create-org';

const fields = ['name', 'slug'] as const;

/** A name and the address it lives at; the creator becomes its owner and lands on its screen. */
export function CreateOrgForm() {
  const { t } = useTranslation('orgs');
  const navigate = useNavigate();
  const create = useCreateOrgMutation();
  const form = useServerForm({
    schema: createOrgRequestSchema,
    defaultValues: { name: '', slug: '' },
    fields,
    send: async (values) => {
      const org = await create.mutateAsync(values);
      notify.success(t('create.done', { name: org.name }));
      navigate(`${paths.orgs}/${org.slug}`);
    },
    failure: create.error,
    fallback: t('create.failed'),
  });

  const { input, busy, formProps } = form;

  return (
    <GuardedForm className="orgs-form" {...formProps}>
      <FormProblem form={form} />
      <InputField
        id="org-name"
        label={t('create.name')}
        autoComplete="organization"
        {...input('name')}
      />
      <InputField
        id="org-slug"
        label={t('create.slug')}
        hint={t('create.slugHint')}
        autoCapitalize="none"
        spellCheck={false}
        {...input('slug')}
      />
      <SubmitButton busy={busy} label={t('create.submit')} busyLabel={t('create.submitting')} />
    </GuardedForm>
  );
}
