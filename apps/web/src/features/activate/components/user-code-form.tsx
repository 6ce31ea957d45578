import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUserCode, normalizeUserCode } from '@sinyal/contracts/licence';
import { FormField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { useMessageText } from '../../../lib/message-text';
import { useNavigate } from '../../../lib/router/router';

/** The code the app shows, typed in any case, with or without its dash. */
export function UserCodeForm() {
  const { t } = useTranslation('activate');
  const message = useMessageText();
  const navigate = useNavigate();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = normalizeUserCode(typed.trim());
    if (!code) {
      setInvalid(true);
      document.getElementById(inputId)?.focus();
      return;
    }
    // In the address, so a reload or the Back button keeps the device on screen.
    navigate(`${paths.activate}?user_code=${formatUserCode(code)}`);
  };

  return (
    <form className="activate-form" onSubmit={submit} noValidate>
      <FormField
        id={inputId}
        label={t('code.label')}
        hint={t('code.hint')}
        error={invalid ? message.text('user_code_invalid') : undefined}
      >
        {(control) => (
          <input
            {...control}
            className="activate-code-input"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setInvalid(false);
            }}
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
    </form>
  );
}
