import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { z } from 'zod';
import {
  formatUserCode,
  normalizeUserCode,
  userCodeRequestSchema,
} from '@sinyal/contracts/licence';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { paths } from '../../../config/paths';
import { useNavigate } from '../../../lib/router/router';
import { useServerForm } from '../../../lib/use-server-form';

// What the activate page's lookup checks, after the spaces around a pasted code.
const typedCodeSchema = z.object({
  user_code: z.string().trim().pipe(userCodeRequestSchema.shape.user_code),
});

/** The code the app shows, typed in any case, with or without its dash. */
export function UserCodeForm() {
  const { t } = useTranslation('activate');
  const navigate = useNavigate();
  const inputId = useId();
  const form = useServerForm({
    schema: typedCodeSchema,
    defaultValues: { user_code: '' },
    fields: ['user_code'],
    checkOn: 'submit',
    send: async ({ user_code }) => {
      const code = normalizeUserCode(user_code);
      // In the address, so a reload or the Back button keeps the device on screen.
      if (code) navigate(`${paths.activate}?user_code=${formatUserCode(code)}`);
    },
  });

  return (
    <GuardedForm className="activate-form" {...form.formProps}>
      <FormField
        id={inputId}
        label={t('code.label')}
        hint={t('code.hint')}
        error={form.error('user_code')}
      >
        {(control) => (
          <input
            {...control}
            className="activate-code-input"
            {...form.field('user_code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            placeholder="XXXX-XXXX"
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary button--block">
        {t('code.submit')}
      </button>
    </GuardedForm>
  );
}
