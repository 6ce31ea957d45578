import { useTranslation } from '../../../i18n/react';
import { Building2, CircleAlert } from 'lucide-react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard } from '../../../components/ui/form-card';
import { IconMark } from '../../../components/ui/icon-mark';
import { ActionButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/message-text';
import { Link } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { useAcceptInvitationMutation } from '../api/invitations';
import { SignInFirst } from './sign-in-first';
import '../orgs.css';

/**
 * Where an invitation mail leads (docs/architecture.md §17): a signed-out reader signs in or
 * registers and comes back with the same token; a signed-in one accepts. The server decides
 * whether the account is the invited one.
 */
export function InvitationPage({ token }: { token: string | null }) {
  const { t } = useTranslation('orgs');
  const { token: session } = useSession();
  const message = useMessageText();

  if (!token) {
    return (
      <FormCard mark={<IconMark icon={CircleAlert} />} heading={t('invite.heading')}>
        <FormAlert tone="error">
          <p>{message.text('invitation_token_invalid')}</p>
        </FormAlert>
      </FormCard>
    );
  }
  if (!session) {
    return (
      <SignInFirst
        heading={t('invite.heading')}
        text={t('invite.signedOut')}
        // In the fragment, as the mail has it: the token stays out of every server's log.
        back={`${paths.invite}#token=${encodeURIComponent(token)}`}
      />
    );
  }
  return <AcceptInvitation token={token} />;
}

function AcceptInvitation({ token }: { token: string }) {
  const { t } = useTranslation('orgs');
  const message = useMessageText();
  const accept = useAcceptInvitationMutation();
  const { logout } = useSession();
  // Signed in with another account than the invited one: logging out brings back this page's
  // sign-in, with the same token.
  const otherAccount =
    accept.error instanceof ApiError && accept.error.code === 'invitation_email_mismatch';

  if (accept.isSuccess) {
    const { org, role } = accept.data;
    return (
      <FormCard
        mark={<IconMark icon={Building2} />}
        heading={t('invite.joined', { name: org.name })}
        intro={t('invite.joinedText', { role: t(`roles.${role}`) })}
        focusHeading
      >
        <Link to={`${paths.orgs}/${org.slug}`} className="button button--primary button--block">
          {t('invite.open', { name: org.name })}
        </Link>
      </FormCard>
    );
  }

  return (
    <FormCard
      mark={<IconMark icon={Building2} />}
      heading={t('invite.heading')}
      intro={t('invite.text')}
    >
      {accept.isError && (
        <FormAlert tone="error" takeFocus>
          <p>{message.error(accept.error, t('actionFailed'))}</p>
        </FormAlert>
      )}
      {otherAccount && (
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => void logout()}
        >
          {t('invite.switchAccount')}
        </button>
      )}
      <ActionButton
        block
        busy={accept.isPending}
        label={t('invite.accept')}
        busyLabel={t('invite.accepting')}
        onClick={() => accept.mutate(token)}
      />
    </FormCard>
  );
}
