import { useTranslation } from '../../../i18n/react';
import { z } from 'zod';
import {
  adminCodes,
  adminReasonBodySchema,
  adminReasonSchema,
  adminRefundSchema,
  type AdminUserDetail,
} from '@sinyal/contracts/admin';
import { plans } from '@sinyal/contracts/plans';
import { InputField, SelectField } from '../../../components/ui/input-field';
import { useUserAction } from '../api/user-actions';
import { useActionForm } from '../hooks/use-action-form';
import { ActionDialog, ReasonField } from './action-dialog';

interface UserDialogProps {
  user: AdminUserDetail;
  onClose: () => void;
}

/** A date field's value (YYYY-MM-DD) as the end of that day here, which the server takes. */
const endDate = z
  .string()
  .transform((day) => (day ? new Date(`${day}T23:59:59`).toISOString() : null))
  .refine((at) => at === null || Date.parse(at) > Date.now(), { error: adminCodes.invalidEndDate });

const grantFormSchema = z.object({
  plan: z.enum(plans, { error: adminCodes.invalidPlan }),
  ends_at: endDate,
  reason: adminReasonSchema,
});

/** Grant a plan by hand, with an optional end date (docs/architecture.md §10, §15). */
export function GrantPlanDialog({ user, onClose }: UserDialogProps) {
  const { t } = useTranslation('admin');
  const form = useActionForm({
    schema: grantFormSchema,
    defaultValues: { plan: user.plan, ends_at: '', reason: '' },
    fields: ['plan', 'ends_at', 'reason'],
    mutation: useUserAction(user.id, 'plan'),
    done: 'plan_granted',
    onDone: onClose,
  });
  return (
    <ActionDialog
      heading={t('users.grant.heading', { name: user.username })}
      intro={t('users.grant.intro')}
      confirmLabel={t('users.grant.confirm')}
      onClose={onClose}
      form={form}
    >
      <SelectField
        id="grant-plan"
        label={t('users.grant.plan')}
        placeholder={t('users.grant.planPlaceholder')}
        {...form.input('plan')}
      >
        {plans.map((plan) => (
          <option key={plan} value={plan}>
            {t(`plans.${plan}`)}
          </option>
        ))}
      </SelectField>
      <InputField
        id="grant-ends"
        type="date"
        optional
        label={t('users.grant.endsAt')}
        hint={t('users.grant.endsAtHint')}
        {...form.input('ends_at')}
      />
      <ReasonField id="grant-reason" input={form.input('reason')} />
    </ActionDialog>
  );
}

/** Disable (every session and token revoked) or enable an account. */
export function AccountSwitchDialog({ user, onClose }: UserDialogProps) {
  const { t } = useTranslation('admin');
  const disabling = !user.disabled;
  const form = useActionForm({
    schema: adminReasonBodySchema,
    defaultValues: { reason: '' },
    fields: ['reason'],
    mutation: useUserAction(user.id, disabling ? 'disable' : 'enable'),
    done: disabling ? 'account_disabled_done' : 'account_enabled',
    onDone: onClose,
  });
  const which = disabling ? 'disable' : 'enable';
  return (
    <ActionDialog
      heading={t(`users.${which}.heading`, { name: user.username })}
      intro={t(`users.${which}.intro`)}
      confirmLabel={t(`users.${which}.confirm`)}
      onClose={onClose}
      form={form}
    >
      <ReasonField id="switch-reason" input={form.input('reason')} />
    </ActionDialog>
  );
}

/** Ask Paddle to refund one of the account's transactions. */
export function RefundDialog({ user, onClose }: UserDialogProps) {
  const { t } = useTranslation('admin');
  const form = useActionForm({
    schema: adminRefundSchema,
    defaultValues: { transaction_id: '', reason: '' },
    fields: ['transaction_id', 'reason'],
    mutation: useUserAction(user.id, 'refund'),
    done: 'refund_requested',
    onDone: onClose,
  });
  return (
    <ActionDialog
      heading={t('users.refund.heading', { name: user.username })}
      intro={t('users.refund.intro')}
      confirmLabel={t('users.refund.confirm')}
      onClose={onClose}
      form={form}
    >
      <SelectField
        id="refund-transaction"
        label={t('users.refund.transaction')}
        placeholder={t('users.refund.transactionPlaceholder')}
        {...form.input('transaction_id')}
      >
        {user.transactions.map((transaction) => (
          <option key={transaction.id} value={transaction.id}>
            {`${transaction.id} · ${transaction.total} ${transaction.currency}${transaction.billed_at ? ` · ${transaction.billed_at.slice(0, 10)}` : ''}`}
          </option>
        ))}
      </SelectField>
      <ReasonField id="refund-reason" input={form.input('reason')} />
    </ActionDialog>
  );
}
