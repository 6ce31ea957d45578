import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { KeyRound } from 'lucide-react';
import type { LoginAnswer } from '@sinyal/contracts/account-security';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/message-text';
import {
  cancelPasskeyRequest,
  isCancelled,
  passkeySupport,
  signInWithPasskey,
} from '../api/passkey-sign-in';
import '../sign-in-methods.css';

interface PasskeySignInProps {
  /** What the server answered: a session, or the second step of 2FA. */
  onAnswer: (answer: LoginAnswer) => void;
}

/**
 * "Sign in with a passkey" under the login form, and the passkeys the browser offers in the
 * username field's autofill (its `autocomplete="username webauthn"`) while the form is shown
 * (docs/architecture.md §16). Nothing is shown in a browser without passkeys.
 */
export function PasskeySignIn({ onAnswer }: PasskeySignInProps) {
  const { t } = useTranslation('sign-in');
  const message = useMessageText();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // An organization that enforces single sign-on refused the passkey: the way in is its provider.
  const [ssoStart, setSsoStart] = useState<string | null>(null);
  const refused = (error: unknown) => {
    const start =
      error instanceof ApiError && error.code === 'sso_required' ? error.params.start_url : null;
    setSsoStart(typeof start === 'string' ? start : null);
  };
  const answer = useRef(onAnswer);
  useEffect(() => {
    answer.current = onAnswer;
  });

  useEffect(() => {
    let active = true;
    void passkeySupport().then((support) => {
      if (!active) return;
      setSupported(support.any);
      if (!support.autofill) return;
      // Waits, as long as the page is open, for the person to pick a passkey in the autofill.
      signInWithPasskey(true).then(
        (result) => active && answer.current(result),
        (error: unknown) => {
          // Only the server's refusal of a passkey the person picked is worth saying: the
          // browser ends a waiting autofill request for its own reasons (a form sent, a page left).
          if (active && error instanceof ApiError) {
            setProblem(message.error(error, t('passkey.failed')));
            refused(error);
          }
        },
      );
    });
    return () => {
      active = false;
      void cancelPasskeyRequest();
    };
    // Started once per visit of the form; the strings may change without starting it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!supported) return null;

  const start = async () => {
    setBusy(true);
    setProblem(null);
    setSsoStart(null);
    try {
      answer.current(await signInWithPasskey(false));
    } catch (error) {
      setProblem(
        isCancelled(error) ? t('passkey.cancelled') : message.error(error, t('passkey.failed')),
      );
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="passkey-sign-in">
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      {ssoStart && (
        <a className="button button--primary button--block" href={ssoStart}>
          {t('oauth.toSso')}
        </a>
      )}
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy}
      >
        <KeyRound size={18} aria-hidden="true" />
        {busy ? t('passkey.signingIn') : t('passkey.signIn')}
      </button>
    </div>
  );
}
