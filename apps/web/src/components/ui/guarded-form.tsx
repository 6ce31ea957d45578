import type { FormEvent, ReactNode } from 'react';

interface GuardedFormProps {
  /** True while a request is on its way. */
  busy: boolean;
  /** Usually react-hook-form's `handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  className?: string;
  children: ReactNode;
}

/**
 * A form that sends one request at a time, even when Enter is pressed again while waiting.
 * The browser's own validation is off: the fields show our checks and messages.
 */
export function GuardedForm({ busy, onSubmit, className, children }: GuardedFormProps) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        if (busy) event.preventDefault();
        else void onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}
