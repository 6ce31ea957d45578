import type { FormEvent, ReactNode } from 'react';

interface GuardedFormProps {
  /** True while a request is on its way. */
  busy: boolean;
  /** Usually react-hook-form's `handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  className?: string;
  /** The id of the form's alert while it shows one. */
  describedBy?: string;
  children: ReactNode;
}

/**
 * A form that sends one request at a time, even when Enter is pressed again while waiting.
 * The browser's own validation is off: the fields show our checks and messages.
 */
export function GuardedForm({
  busy,
  onSubmit,
  className,
  describedBy,
  children,
}: GuardedFormProps) {
  return (
    <form
      className={className}
      aria-describedby={describedBy}
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
