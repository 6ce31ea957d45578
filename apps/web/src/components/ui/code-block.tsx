import { useRef } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { useCopyFeedback } from './use-copy-feedback';
import './code-block.css';

interface CodeBlockProps {
  code: string;
  /** Shown in the bar above the code and read after "Copy": a file name, a language, a tool. */
  label: string;
  /** Sample responses are for reading, not for pasting: they get no Copy button. */
  copyable?: boolean;
}

/**
 * Copies with the Clipboard API; where there is none (a plain-http address other than localhost)
 * it selects the code and uses the older copy command, and leaves the code selected if even that
 * is refused, so Ctrl+C finishes the job.
 */
async function copyCode(code: string, element: HTMLElement | null): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(code);
    return;
  }
  const selection = window.getSelection();
  if (element && selection) {
    selection.selectAllChildren(element);
    // Deprecated, but the only way left on a plain-http page.
    if (document.execCommand('copy')) {
      selection.removeAllRanges();
      return;
    }
  }
  throw new Error('Copying is not available');
}

/** A dark code listing that keeps each line whole (it scrolls sideways), with a Copy button. */
export function CodeBlock({ code, label, copyable = true }: CodeBlockProps) {
  const { t } = useTranslation();
  const codeElement = useRef<HTMLElement>(null);
  const { copied, copy } = useCopyFeedback(() => copyCode(code, codeElement.current));

  return (
    <figure className="code-block">
      <figcaption className="code-block__bar">
        <span className="code-block__label">{label}</span>
        {copyable ? (
          <button type="button" className="code-block__copy" onClick={copy}>
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
        <code ref={codeElement}>{code}</code>
      </pre>
    </figure>
  );
}
