import type { TwoFactorStatus } from '@p2p/shared';
import { useCurrentUser } from '@/lib/current-user';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';

/** Password and e-mail address changes; both ask for a code while two-factor is on. */
export function AccountCredentials({ twoFactor }: { twoFactor: TwoFactorStatus | undefined }) {
  const user = useCurrentUser();
  const method = twoFactor?.state === 'enabled' ? twoFactor.method : null;
  return (
    <>
      <ChangePasswordForm twoFactorMethod={method} />
      {user.data ? <ChangeEmailForm currentEmail={user.data.email} twoFactorMethod={method} /> : null}
    </>
  );
}
