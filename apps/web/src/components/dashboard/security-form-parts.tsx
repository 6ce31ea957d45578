import { ShieldCheck, ShieldOff, ShieldPlus, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { InputField, PasswordField } from '../ui/input-field';
import { codeOrRecoveryInputProps } from '../ui/input-presets';
import { SubmitRow } from '../ui/submit-row';
import type { BoundInput } from '../../lib/use-server-form';

/**
 * The dashboard forms that open in place of a button, by where their words are in dashboard.json
 * (`submit`, `submitting`, `cancel`, and `password`, `code` for those that ask for them): the
 * submit button's icon, and the start of the ids of the fields PasswordAndCodeFields gives them.
 */
const inPlaceForms = {
  'privacy.delete': { icon: Trash2, ids: 'delete-account' },
  'twoFactor.disable': { icon: ShieldOff, ids: 'two-factor-disable' },
  'twoFactor.setup': { icon: ShieldCheck },
  'twoFactor.start': { icon: ShieldPlus },
} as const satisfies Record<string, { icon: LucideIcon; ids?: string }>;

type InPlaceForm = keyof typeof inPlaceForms;

interface SecuritySubmitRowProps {
  of: InPlaceForm;
  busy: boolean;
  onCancel: () => void;
}

/** The submit button and Cancel of a dashboard form that opens in place of a button. */
export function SecuritySubmitRow({ of, busy, onCancel }: SecuritySubmitRowProps) {
  const { t } = useTranslation('dashboard');
  return (
    <SubmitRow
      busy={busy}
      icon={inPlaceForms[of].icon}
      label={t(`${of}.submit`)}
      busyLabel={t(`${of}.submitting`)}
      cancelLabel={t(`${of}.cancel`)}
      onCancel={onCancel}
    />
  );
}

interface PasswordAndCodeProps {
  of: Exclude<InPlaceForm, 'twoFactor.setup' | 'twoFactor.start'>;
  /** The form's `input` (lib/use-server-form.ts). */
  input: (name: 'password' | 'code') => BoundInput;
  /** Only an account with two-factor sign-in on is asked for a code. */
  askCode: boolean;
  autoFocus?: boolean;
}

/**
 * The password again, and with two-factor sign-in a code or a recovery code: what a change to the
 * account's safety asks for.
 */
export function PasswordAndCodeFields({
  of,
  input,
  askCode,
  autoFocus = false,
}: PasswordAndCodeProps) {
  const { t } = useTranslation('dashboard');
  const { ids } = inPlaceForms[of];
  return (
    <>
      <PasswordField
        id={`${ids}-password`}
        label={t(`${of}.password`)}
        autoComplete="current-password"
        autoFocus={autoFocus}
        {...input('password')}
      />
      {askCode && (
        <InputField
          id={`${ids}-code`}
          label={t(`${of}.code`)}
          {...codeOrRecoveryInputProps}
          {...input('code')}
        />
      )}
    </>
  );
}
