import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import type { Passkey } from '@sinyal/contracts/passkeys';
import { FormAlert } from '../../../components/ui/form-alert';
import { InputField } from '../../../components/ui/input-field';
import { IconButton } from '../../../components/ui/icon-button';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { isCancelled, passkeySupport } from '../api/passkey-sign-in';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { MethodCard } from './method-card';
import { MethodList, UsageDates } from './method-list';

/** The Security tab's passkeys: each with its name and dates, renamed or removed; a new one added. */
export function PasskeysCard() {
  const { t } = useTranslation('sign-in');
  const message = useMessageText();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [supported, setSupported] = useState(true);
  const [renaming, setRenaming] = useState<number | null>(null);
  const rows = passkeys.data?.passkeys ?? [];

  useEffect(() => {
    let active = true;
    void passkeySupport().then((support) => active && setSupported(support.any));
    return () => {
      active = false;
    };
  }, []);

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    // Unnamed, it is numbered in the reader's language.
    const chosen = name.trim() || t('passkeys.defaultName', { number: rows.length + 1 });
    add.mutate(chosen, {
      onSuccess: (answer) => {
        setName('');
        notify.success(message.text('passkey_added'));
        return answer;
      },
      onError: (error) =>
        setProblem(
          isCancelled(error)
            ? t('passkeys.addCancelled')
            : message.error(error, t('passkeys.addFailed')),
        ),
    });
  };

  const onRemove = (passkey: Passkey) => {
    if (!window.confirm(t('passkeys.confirmRemove', { name: passkey.name }))) return;
    remove.mutate(passkey.id, {
      onSuccess: () => notify.success(message.text('passkey_removed')),
      onError: (error) => notify.error(message.error(error, t('passkeys.removeFailed'))),
    });
  };

  return (
    <MethodCard id="security-passkeys" section="passkeys">
      <MethodList section="passkeys" pending={passkeys.isPending} rows={rows}>
        {(passkey) =>
          renaming === passkey.id ? (
            <RenameForm passkey={passkey} onDone={() => setRenaming(null)} />
          ) : (
            <>
              <div>
                <strong>{passkey.name}</strong>
                <UsageDates
                  section="passkeys"
                  dates={passkey}
                  extra={passkey.backed_up && ` · ${t('passkeys.synced')}`}
                />
              </div>
              <div className="sign-in-methods__buttons">
                <IconButton
                  variant="ghost"
                  icon={Pencil}
                  iconSize={16}
                  label={t('passkeys.rename')}
                  aria-label={t('passkeys.renameAria', { name: passkey.name })}
                  onClick={() => setRenaming(passkey.id)}
                />
                <IconButton
                  variant="ghost"
                  tone="security-danger"
                  icon={Trash2}
                  iconSize={16}
                  label={t('passkeys.remove')}
                  aria-label={t('passkeys.removeAria', { name: passkey.name })}
                  disabled={remove.isPending && remove.variables === passkey.id}
                  onClick={() => onRemove(passkey)}
                />
              </div>
            </>
          )
        }
      </MethodList>
      {supported ? (
        <form className="sign-in-methods__add" onSubmit={onAdd}>
          {problem && <FormAlert tone="error">{problem}</FormAlert>}
          <InputField
            id="passkey-name"
            label={t('passkeys.nameLabel')}
            optional
            value={name}
            maxLength={64}
            autoComplete="off"
            placeholder={t('passkeys.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
          />
          <div>
            <button
              type="submit"
              className="button button--primary"
              disabled={add.isPending}
              aria-busy={add.isPending}
            >
              <KeyRound size={16} aria-hidden="true" />
              {add.isPending ? t('passkeys.adding') : t('passkeys.add')}
            </button>
          </div>
        </form>
      ) : (
        <p className="field-hint">{t('passkeys.unsupported')}</p>
      )}
    </MethodCard>
  );
}

/** The passkey's name, edited in its row. */
function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { t } = useTranslation('sign-in');
  const message = useMessageText();
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const inputId = `passkey-rename-${passkey.id}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { id: passkey.id, name: name.trim() },
      {
        onSuccess: () => {
          notify.success(message.text('passkey_renamed'));
          onDone();
        },
      },
    );
  };
  return (
    <form className="sign-in-methods__rename" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('passkeys.renameLabel', { name: passkey.name })}
      </label>
      <div className="field">
        <input
          id={inputId}
          value={name}
          maxLength={64}
          autoComplete="off"
          // The field appears because the reader asked to rename: the typing goes there.
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={rename.isPending}>
        {t('passkeys.save')}
      </button>
      <button type="button" className="button button--ghost" onClick={onDone}>
        {t('passkeys.cancel')}
      </button>
      {rename.isError && (
        <FormAlert tone="error">
          {message.error(rename.error, t('passkeys.renameFailed'))}
        </FormAlert>
      )}
    </form>
  );
}
