import type { ComponentProps } from 'react';
import { FormField, type FieldFrame } from './form-field';
import { PasswordInput } from './password-input';

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

/**
 * A labelled select that starts on a disabled placeholder, so nothing is chosen until the reader
 * picks; `children` are the options.
 */
export function SelectField(
  props: FieldFrame & Omit<ComponentProps<'select'>, 'id' | 'className'> & { placeholder: string },
) {
  const [frame, { placeholder, children, ...select }] = splitFrame(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <select {...control} defaultValue="" {...select}>
          <option value="" disabled>
            {placeholder}
          </option>
          {children}
        </select>
      )}
    </FormField>
  );
}
