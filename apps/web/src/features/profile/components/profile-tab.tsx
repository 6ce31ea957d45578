import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Save, X } from 'lucide-react';
import { profileFieldMaxLength, type Profile } from '@sinyal/contracts/account';
import { notify } from '../../../lib/notify';
import { useMessageText } from '../../../lib/message-text';
import { useUpdateProfileMutation } from '../api/update-profile';
import { countryName } from '../../../lib/country-names';
import { formatDate } from '../../../lib/format';
import { isKeyUnder } from '../../../i18n/keys';

type Editable = Pick<Profile, 'full_name' | 'company'>;

/**
 * docs/product.md §2/§4: view mode, Edit Profile → edit mode with Save Changes and Cancel. Only the full name
 * and company can change; a failed save keeps the edits on screen, Cancel puts the saved values back.
 */
export function ProfileTab({ profile }: { profile: Profile | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const message = useMessageText();
  const update = useUpdateProfileMutation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Editable>({ full_name: '', company: '' });
  const fullNameInput = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  if (!profile) {
    return <p className="card">{t('profile.unavailable')}</p>;
  }

  const shown: Editable = editing ? draft : profile;

  const startEditing = () => {
    setDraft({ full_name: profile.full_name, company: profile.company });
    setEditing(true);
    // After React has enabled the input.
    requestAnimationFrame(() => fullNameInput.current?.focus());
  };

  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(
      { ...profile, ...draft },
      {
        onSuccess: () => {
          notify.success(t('messages.updated'));
          stopEditing();
        },
        onError: (error) => notify.error(message.error(error, t('messages.updateFailed'))),
      },
    );
  };

  const sector = isKeyUnder(i18n, 'dashboard', 'sectors', profile.sector)
    ? t(`sectors.${profile.sector}`)
    : profile.sector;
  // Every country by its name in the reader's language (docs/decisions/0006).
  const country = countryName(profile.country, i18n.language);

  return (
    <form className="card dashboard-profile" onSubmit={save} noValidate>
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
        <EditableField
          inputRef={fullNameInput}
          id="profile-full-name"
          label={t('profile.fields.fullName')}
          autoComplete="name"
          editing={editing}
          value={shown.full_name}
          onChange={(full_name) => setDraft({ ...draft, full_name })}
        />
        <EditableField
          id="profile-company"
          label={t('profile.fields.company')}
          autoComplete="organization"
          editing={editing}
          value={shown.company}
          onChange={(company) => setDraft({ ...draft, company })}
        />
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
          <button type="submit" className="button button--primary" disabled={update.isPending}>
            <Save size={18} aria-hidden="true" />
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={update.isPending}
            onClick={stopEditing}
          >
            <X size={18} aria-hidden="true" />
            {t('profile.cancel')}
          </button>
        </div>
      )}
    </form>
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

interface EditableFieldProps {
  id: string;
  label: string;
  autoComplete: string;
  editing: boolean;
  value: string;
  onChange: (value: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The full name or company: disabled, with "Not set" where empty, until Edit Profile opens it. */
function EditableField({
  id,
  label,
  autoComplete,
  editing,
  value,
  onChange,
  inputRef,
}: EditableFieldProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        autoComplete={autoComplete}
        maxLength={profileFieldMaxLength}
        disabled={!editing}
        placeholder={editing ? undefined : t('profile.notSet')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
