import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard';
import { notify } from '../../lib/notify';
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
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await copyText(text);
      setCopied(true);
      notify.success(t('code.copied'));
    } catch {
      notify.error(t('code.copyFailed'));
    }
  }

  return (
    <button
      type="button"
      className={['icon-button copy-button', className].filter(Boolean).join(' ')}
      onClick={() => void copy()}
    >
      {copied ? <Check aria-hidden="true" size={14} /> : <Copy aria-hidden="true" size={14} />}
      {copied ? t('code.copiedShort') : t('code.copy')}
      <span className="visually-hidden"> {label}</span>
    </button>
  );
}
