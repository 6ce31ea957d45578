import './password-fields.css';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from '../../i18n/react';
import { Eye, EyeOff } from 'lucide-react';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & { id: string };

/** A password input with a show/hide button. */
export function PasswordInput({ id, ...inputProps }: PasswordInputProps) {
  const { t } = useTranslation('forms');
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        {...inputProps}
      />
      <button
        type="button"
        className="password-field__toggle"
        aria-controls={id}
        aria-pressed={visible}
        aria-label={visible ? t('passwordToggle.hide') : t('passwordToggle.show')}
        // Keeps the caret in the input, so the click does not count as leaving (and validating) it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
      </button>
    </div>
  );
}
