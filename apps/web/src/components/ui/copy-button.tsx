import { Check, Copy } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { copyText } from '../../lib/clipboard';
import { useCopyFeedback } from './use-copy-feedback';
import './copy-button.css';

interface CopyButtonProps {
  text: string;
  /** What is copied, read after "Copy" by screen readers ("Copy SHA-256 of sinyal_1.0.0_amd64.deb"). */
  label: string;
  className?: string;
}

/** A small button that copies `text`, says "Copied" for two seconds and toasts. */
export function CopyButton({ text, label, className }: CopyButtonProps) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyFeedback(() => copyText(text));

  return (
    <button
      type="button"
      className={['icon-button copy-button', className].filter(Boolean).join(' ')}
      onClick={copy}
    >
      {copied ? <Check aria-hidden="true" size={14} /> : <Copy aria-hidden="true" size={14} />}
      {copied ? t('code.copiedShort') : t('code.copy')}
      <span className="visually-hidden"> {label}</span>
    </button>
  );
}
