import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

interface FieldFrame {
  id: string;
  label: ReactNode;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  /** Already translated. */
  error?: string | undefined;
  /** Ids of other elements that describe the input, such as a password checklist. */
  describedBy?: string;
  /** The class of the field around the input (e.g. to span a grid's columns). */
  className?: string;
}

type InputAttributes = Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** The field's own props apart from the input's attributes. */
function splitFrame<T extends FieldFrame>(props: T) {
  const { id, label, optional, hint, error, describedBy, className, ...input } = props;
  return [{ id, label, optional, hint, error, describedBy, className }, input] as const;
}

/**
 * A labelled input with its hint and error. Every other prop goes onto the input itself, among
 * them react-hook-form's `register(...)`, ref included.
 */
export function InputField(props: FieldFrame & InputAttributes) {
  const [frame, input] = splitFrame(props);
  return <FormField {...frame}>{(control) => <input {...control} {...input} />}</FormField>;
}

/** The same with a password input and its show/hide button. */
export function PasswordField(props: FieldFrame & Omit<InputAttributes, 'type'>) {
  const [frame, input] = splitFrame(props);
  return <FormField {...frame}>{(control) => <PasswordInput {...control} {...input} />}</FormField>;
}
