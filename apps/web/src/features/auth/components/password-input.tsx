import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & { id: string };

/** A password input with a button that shows the typed text. */
export function PasswordInput({ id, className, ...inputProps }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        className={className}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        {...inputProps}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-controls={id}
        aria-pressed={visible}
        aria-label={visible ? t('passwordToggle.hide') : t('passwordToggle.show')}
        // Keeps the caret in the input, so a click does not count as leaving (and validating) it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? (
          <EyeOff size={20} aria-hidden="true" focusable="false" />
        ) : (
          <Eye size={20} aria-hidden="true" focusable="false" />
        )}
      </button>
    </div>
  );
}
