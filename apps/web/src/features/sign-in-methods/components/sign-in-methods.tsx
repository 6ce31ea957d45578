import { LinkedAccountsCard } from './linked-accounts-card';
import { PasskeysCard } from './passkeys-card';
import '../sign-in-methods.css';

/** The Security tab's ways to sign in besides the password (docs/architecture.md §16). */
export function SignInMethods() {
  return (
    <>
      <PasskeysCard />
      <LinkedAccountsCard />
    </>
  );
}
