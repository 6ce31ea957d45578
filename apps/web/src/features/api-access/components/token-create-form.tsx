import { useTranslation } from '../../../i18n/react';
import { z } from 'zod';
import { KeyRound } from 'lucide-react';
import { createApiTokenRequestSchema } from '@sinyal/contracts/account-security';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreateTokenMutation } from '../api/create-token';

/** The expiries offered, in days; empty: never. */
const expiryChoices = ['', '7', '30', '90', '365'] as const;

const formSchema = z.object({
  name: createApiTokenRequestSchema.shape.name,
  access: z.enum(['read', 'publish']),
  expiry: z.enum(expiryChoices),
});

/** Makes a named API token with its access and expiry; the token is shown once by the tab. */
export function TokenCreateForm({ onCreated }: { onCreated: (token: string) => void }) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const create = useCreateTokenMutation();
  const form = useServerForm({
    schema: formSchema,
    defaultValues: { name: t('api.form.defaultName'), access: 'read', expiry: '' },
    fields: ['name', 'access', 'expiry'],
    checkOn: 'submit',
    send: async (values) => {
      const created = await create.mutateAsync({
        name: values.name.trim(),
        scopes: values.access === 'publish' ? ['read', 'publish'] : ['read'],
        expires_in_days: values.expiry === '' ? null : Number(values.expiry),
      });
      onCreated(created.api_token);
      notify.success(t('messages.tokenGenerated'));
    },
    onRefused: (error, named) => {
      if (named.length === 0) notify.error(message.error(error, t('messages.tokenFailed')));
    },
  });
  const { register } = form.form;

  return (
    <GuardedForm className="security-form security-token-form" {...form.formProps}>
      <h3 className="dashboard-subtitle">{t('api.form.heading')}</h3>
      <div className="security-form__grid">
        <InputField
          id="token-name"
          label={t('api.form.name')}
          hint={t('api.form.nameHint')}
          type="text"
          maxLength={64}
          autoComplete="off"
          {...form.input('name')}
        />
        <FormField id="token-expiry" label={t('api.form.expiry')}>
          {(control) => (
            <select {...control} {...register('expiry')}>
              {expiryChoices.map((days) => (
                <option key={days} value={days}>
                  {days === '' ? t('api.form.never') : t('api.form.days', { count: Number(days) })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <fieldset className="security-choices">
        <legend>{t('api.form.scopes')}</legend>
        {(['read', 'publish'] as const).map((access) => (
          <label key={access} className="security-choice">
            <input type="radio" value={access} {...register('access')} />
            <span>
              <strong>{t(`api.form.${access}`)}</strong>
              <span className="field-hint">{t(`api.form.${access}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <SubmitButton
        busy={form.busy}
        icon={KeyRound}
        label={t('api.generate')}
        busyLabel={t('api.generating')}
      />
    </GuardedForm>
  );
}
