import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { Copy } from 'lucide-react';
import { copyAndTell } from '../../lib/copy-and-tell';

interface CopyFieldProps {
  id: string;
  label: string;
  value: string;
  /** The button's text. */
  copyLabel: string;
  /** The button's accessible name, where its text alone would not say what it copies. */
  copyAria?: string;
  /** The id of what the reader must know about the value (e.g. "shown only once"). */
  describedBy?: string;
  inputClassName?: string;
  /** For a caller that moves the focus to the value. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** A value to copy (a new API token, a two-factor key): read-only, selected on focus, with Copy. */
export function CopyField({
  id,
  label,
  value,
  copyLabel,
  copyAria,
  describedBy,
  inputClassName,
  inputRef,
}: CopyFieldProps) {
  const { t } = useTranslation('dashboard');
  const copy = () =>
    copyAndTell(value, { copied: t('messages.copied'), failed: t('messages.copyFailed') });

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="dashboard-token__row">
        <input
          ref={inputRef}
          id={id}
          type="text"
          readOnly
          value={value}
          spellCheck={false}
          className={inputClassName}
          aria-describedby={describedBy}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button--ghost" aria-label={copyAria} onClick={copy}>
          <Copy size={18} aria-hidden="true" />
          {copyLabel}
        </button>
      </div>
    </div>
  );
}
