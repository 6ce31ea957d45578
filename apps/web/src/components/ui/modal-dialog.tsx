import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import './modal-dialog.css';

interface ModalDialogProps {
  heading: string;
  /** The close button's label, in the reader's language. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog drawn by the page itself (jsdom, where the tests run, has no showModal): it takes
 * the focus on its first field, closes on Escape or its close button, and gives the focus back
 * to what opened it.
 */
export function ModalDialog({ heading, closeLabel, onClose, children }: ModalDialogProps) {
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = box.current?.querySelector<HTMLElement>('input, select, textarea');
    (first ?? box.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);

  return (
    <div className="modal-backdrop">
      <div
        ref={box}
        className="modal-dialog card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <div className="modal-dialog__head">
          <h2 id={headingId}>{heading}</h2>
          <button
            type="button"
            className="button button--ghost modal-dialog__close"
            aria-label={closeLabel}
            onClick={onClose}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
