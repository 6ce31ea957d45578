import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react';
import type { ZodType } from 'zod';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useServerForm } from '../../../lib/use-server-form';

interface ActionFormOptions<TInput extends FieldValues, TOutput extends FieldValues> {
  schema: ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  fields: readonly Path<TInput>[];
  /** The mutation's send and its standing refusal. */
  mutation: { mutateAsync: (body: TOutput) => Promise<unknown>; error: unknown };
  /**
   * The success toast: a message code (the server's own words, in the reader's language), or the
   * sentence itself worked out from what was sent.
   */
  done: string | ((values: TOutput) => string);
  onDone: () => void;
}

/** The form of an action dialog: checked on confirm, a toast when done, the refusal in its alert. */
export function useActionForm<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  defaultValues,
  fields,
  mutation,
  done,
  onDone,
}: ActionFormOptions<TInput, TOutput>) {
  const { t } = useTranslation('admin');
  const message = useMessageText();
  return useServerForm({
    schema,
    defaultValues,
    fields,
    checkOn: 'submit',
    failure: mutation.error,
    fallback: t('dialog.failed'),
    send: async (values) => {
      await mutation.mutateAsync(values);
      notify.success(typeof done === 'string' ? message.text(done) : done(values));
      onDone();
    },
  });
}
