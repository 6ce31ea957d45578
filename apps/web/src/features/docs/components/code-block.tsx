import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';

interface CodeBlockProps {
  code: string;
  /** Shown in the bar above the code: a file name ("manifest.json") or a language ("bash"). */
  label: string;
  /** Sample responses are for reading, not for pasting: they get no Copy button. */
  copyable?: boolean;
}

/** A dark code listing with a Copy button. */
export function CodeBlock({ code, label, copyable = true }: CodeBlockProps) {
  const { t } = useTranslation('docs');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      // navigator.clipboard is missing on plain-http pages other than localhost.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(code);
      setCopied(true);
      notify.success(t('code.copied'));
    } catch {
      notify.error(t('code.copyFailed'));
    }
  }

  return (
    <figure className="code-block">
      <figcaption className="code-block__bar">
        <span className="code-block__label">{label}</span>
        {copyable ? (
          <button type="button" className="code-block__copy" onClick={() => void copy()}>
            {copied ? (
              <Check aria-hidden="true" size={16} />
            ) : (
              <Copy aria-hidden="true" size={16} />
            )}
            {copied ? t('code.copiedShort') : t('code.copy')}
            <span className="visually-hidden"> {label}</span>
          </button>
        ) : null}
      </figcaption>
      {/* Focusable so keyboard users can scroll long lines sideways. */}
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
