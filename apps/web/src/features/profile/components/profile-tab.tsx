import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Pencil, Save, X } from 'lucide-react';
import {
  profileFieldMaxLength,
  profileUpdateRequestSchema,
  type Profile,
} from '@sinyal/contracts/account';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { InputField } from '../../../components/ui/input-field';
import { notify } from '../../../lib/notify';
import { useMessageText } from '../../../lib/message-text';
import { useServerForm } from '../../../lib/use-server-form';
import { useUpdateProfileMutation } from '../api/update-profile';
import { countryName } from '../../../lib/country-names';
import { formatDate } from '../../../lib/format';
import { isKeyUnder } from '../../../i18n/keys';

type Editable = Pick<Profile, 'full_name' | 'company'>;

/** The two fields that can change, in the order the form shows them. */
const editableFields = [
  { name: 'full_name', id: 'profile-full-name', label: 'fullName', autoComplete: 'name' },
  { name: 'company', id: 'profile-company', label: 'company', autoComplete: 'organization' },
] as const;

const editable = (profile: Profile): Editable => ({
  full_name: profile.full_name,
  company: profile.company,
});

/**
 * docs/product.md §2/§4: view mode, Edit Profile → edit mode with Save Changes and Cancel. Only the full name
 * and company can change; a failed save keeps the edits on screen, Cancel puts the saved values back.
 */
export function ProfileTab({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation('dashboard');
  if (!profile) {
    return <p className="card">{t('profile.unavailable')}</p>;
  }
  return <ProfileForm profile={profile} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('dashboard');
  const message = useMessageText();
  const update = useUpdateProfileMutation();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useServerForm({
    schema: profileUpdateRequestSchema,
    defaultValues: editable(profile),
    fields: editableFields.map((field) => field.name),
    checkOn: 'submit',
    send: async (values) => {
      await update.mutateAsync({ ...profile, ...values });
      notify.success(t('messages.updated'));
      stopEditing();
    },
    // The toast says it (docs/product.md §8), and the edits stay on screen.
    onRefused: (error) => notify.error(message.error(error, t('messages.updateFailed'))),
  });
  const { reset, setFocus } = form.form;

  // Outside edit mode the fields show what the server holds: the saved values, or the ones put
  // back by Cancel.
  useEffect(() => {
    if (!editing) reset(editable(profile));
  }, [editing, profile, reset]);

  const startEditing = () => {
    reset(editable(profile));
    setEditing(true);
    // After React has enabled the input.
    requestAnimationFrame(() => setFocus('full_name'));
  };

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  const sector = isKeyUnder(i18n, 'dashboard', 'sectors', profile.sector)
    ? t(`sectors.${profile.sector}`)
    : profile.sector;
  // Every country by its name in the reader's language (docs/decisions/0006).
  const country = countryName(profile.country, i18n.language);
  const editableField = (name: keyof Editable) => ({
    maxLength: profileFieldMaxLength,
    disabled: !editing,
    placeholder: editing ? undefined : t('profile.notSet'),
    ...form.input(name),
  });

  return (
    <GuardedForm className="card dashboard-profile" {...form.formProps}>
      <div className="dashboard-card-head">
        <div>
          <h2 className="dashboard-card-title">{t('profile.heading')}</h2>
          <p className="field-hint">{t('profile.intro')}</p>
        </div>
        {!editing && (
          <button
            ref={editButton}
            type="button"
            className="button button--ghost"
            onClick={startEditing}
          >
            <Pencil size={18} aria-hidden="true" />
            {t('profile.edit')}
          </button>
        )}
      </div>

      <div className="dashboard-form-grid">
        <ReadOnlyField id="profile-username" label={t('profile.fields.username')}>
          {profile.username}
        </ReadOnlyField>
        <ReadOnlyField id="profile-email" label={t('profile.fields.email')}>
          {profile.email}
        </ReadOnlyField>
        {editableFields.map(({ name, id, label, autoComplete }) => (
          <InputField
            key={name}
            id={id}
            label={t(`profile.fields.${label}`)}
            type="text"
            autoComplete={autoComplete}
            {...editableField(name)}
          />
        ))}
        <ReadOnlyField id="profile-sector" label={t('profile.fields.sector')}>
          {sector}
        </ReadOnlyField>
        <ReadOnlyField id="profile-country" label={t('profile.fields.country')}>
          {country}
        </ReadOnlyField>
      </div>

      <p className="field-hint dashboard-profile__since">
        {t('profile.fields.memberSince')}: {formatDate(profile.created_at, i18n.language)}
      </p>
      {editing && <p className="field-hint">{t('profile.readOnlyHint')}</p>}

      {editing && (
        <div className="button-row dashboard-profile__actions">
          <button type="submit" className="button button--primary" disabled={form.busy}>
            <Save size={18} aria-hidden="true" />
            {form.busy ? t('profile.saving') : t('profile.save')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={form.busy}
            onClick={stopEditing}
          >
            <X size={18} aria-hidden="true" />
            {t('profile.cancel')}
          </button>
        </div>
      )}
    </GuardedForm>
  );
}

/** A field that can never change here (docs/product.md §5: username, e-mail and sector inputs are disabled). */
function ReadOnlyField({ id, label, children }: { id: string; label: string; children: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" value={children} disabled readOnly />
    </div>
  );
}
