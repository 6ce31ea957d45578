import { useId } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodType } from 'zod';
import { fieldsSayItAll, showServerFieldErrors, type ServerFieldNames } from './form-errors';
import { useMessageText } from './message-text';

interface ServerFormOptions<TInput extends FieldValues, TOutput extends FieldValues> {
  /** The request's schema from packages/contracts: the form checks what the server checks. */
  schema: ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /**
   * The fields in screen order: a failed check focuses the first wrong one (react-hook-form would
   * go by registration order), and the server's per-field messages are put under these.
   */
  fields: readonly Path<TInput>[];
  /** Where the server names a field differently from the form (`{ answer: ['code'] }`). */
  serverNames?: ServerFieldNames<TInput>;
  /**
   * docs/product.md §5: checked when a field loses focus and on submit. The short dashboard forms
   * that ask for a password or a code check on submit only.
   */
  checkOn?: 'blur' | 'submit';
  /** Sends the checked values; throws the server's refusal. */
  send: (values: TOutput) => Promise<unknown>;
  /** Called with a refusal once its field messages are shown (and the first one focused). */
  onRefused?: (error: unknown, named: readonly Path<TInput>[]) => void;
  /** The refusal standing (the mutation's `error`): the form's alert says it unless the fields do. */
  failure?: unknown;
  /** The alert's sentence when the server gives none of its own. */
  fallback?: string;
  /** The alert's sentence, where the form works it out itself (a countdown); overrides `failure`. */
  problem?: string | null;
}

/**
 * The one way this site's forms talk to the server: a zod-checked react-hook-form whose fields lose
 * their message when edited, which sends once checked, puts the server's field messages under their
 * fields and focuses the first, and says any other refusal in one alert the form is described by.
 */
export function useServerForm<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  defaultValues,
  fields,
  serverNames,
  checkOn = 'blur',
  send,
  onRefused,
  failure,
  fallback = '',
  problem: ownProblem,
}: ServerFormOptions<TInput, TOutput>) {
  const message = useMessageText();
  const alertId = useId();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    // A form checked on submit only is not checked again while the reader types: editing a field
    // takes its message away (`field`), the next submit says what is still wrong.
    ...(checkOn === 'blur'
      ? { mode: 'onBlur', reValidateMode: 'onBlur' }
      : { mode: 'onSubmit', reValidateMode: 'onSubmit' }),
    // Focus goes to the first invalid field in screen order (see `submit`).
    shouldFocusError: false,
    defaultValues,
  });
  const { register, clearErrors, setError, setFocus, handleSubmit, formState } = form;

  const submit = handleSubmit(
    async (values) => {
      try {
        await send(values);
      } catch (error) {
        const named = showServerFieldErrors(error, fields, setError, serverNames);
        if (named[0]) setFocus(named[0]);
        onRefused?.(error, named);
      }
    },
    (invalid) => {
      const first = firstInvalidField(fields, invalid);
      if (first) setFocus(first);
    },
  );

  const problem =
    ownProblem !== undefined
      ? ownProblem
      : failure && !fieldsSayItAll(failure, fields, serverNames)
        ? message.error(failure, fallback)
        : null;
  const busy = formState.isSubmitting;
  const field = (name: Path<TInput>) => register(name, { onChange: () => clearErrors(name) });
  const error = (name: Path<TInput>) => message.field(fieldMessage(formState.errors, name));

  return {
    form,
    submit,
    busy,
    /** The alert's sentence, or null while there is nothing to say. */
    problem,
    /** The alert's id, for `aria-describedby`. */
    alertId,
    /** For `<GuardedForm>`: one request at a time, described by the alert while it shows. */
    formProps: { busy, onSubmit: submit, describedBy: problem ? alertId : undefined },
    /** Registers a field whose message goes away as soon as it is edited (docs/product.md §5). */
    field,
    /** A field's message in the reader's language. */
    error,
    /** Both, for a field component (`<InputField {...input('email')} />`, `<NewPasswordFields>`). */
    input: (name: Path<TInput>): BoundInput => ({ error: error(name), ...field(name) }),
  };
}

/** A field's registration with its message, as the form's field components take them. */
export type BoundInput = UseFormRegisterReturn & { error: string | undefined };

/**
 * The first field, in screen order, that has an error. react-hook-form would focus in registration
 * order instead, and checkboxes register before the fields whose controls render later.
 */
export function firstInvalidField<T extends FieldValues>(
  order: readonly Path<T>[],
  errors: FieldErrors<T>,
): Path<T> | undefined {
  return order.find((name) => name in errors && errors[name] !== undefined);
}

function fieldMessage<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>) {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}
