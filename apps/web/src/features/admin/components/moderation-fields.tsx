import { useTranslation } from '../../../i18n/react';
import { z } from 'zod';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { InputField } from '../../../components/ui/input-field';
import type { BoundInput } from '../../../lib/use-server-form';

/** A version field's value: empty means "every version". */
export const optionalVersion = z
  .string()
  .trim()
  .max(64)
  .transform((version) => version || undefined);

/** The version a takedown or restore covers; empty for the whole extension. */
export function VersionField({ id, input }: { id: string; input: BoundInput }) {
  const { t } = useTranslation('admin');
  return (
    <InputField
      id={id}
      optional
      label={t('extensions.version')}
      hint={t('extensions.versionHint')}
      autoComplete="off"
      {...input}
    />
  );
}

/** "Also revoke the owner's API tokens", for a takedown of malicious code. */
export function RevokeTokensField({ id, input }: { id: string; input: BoundInput }) {
  const { t } = useTranslation('admin');
  const { error, ...registration } = input;
  return (
    <CheckboxField
      id={id}
      label={t('extensions.revokeTokens')}
      registration={registration}
      error={error}
    />
  );
}
