import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useCurrentUser } from '@/lib/current-user';
import { AccountLevel } from '../components/account-level';
import { AddressVerificationForm } from '../components/address-verification-form';
import { DocumentFormGate } from '../components/document-form-gate';
import { EmailVerification } from '../components/email-verification';
import { IdVerificationForm } from '../components/id-verification-form';
import { LevelsTable } from '../components/levels-table';
import { PhoneVerification } from '../components/phone-verification';
import { VerificationSection } from '../components/verification-section';

/** /account/verification: the level, the levels table and every verification step. */
export function AccountVerificationRoute() {
  const { t } = useTranslation();
  // The route guard has loaded the user; this page only renders for a signed-in one.
  const { data: user } = useCurrentUser();
  // The e-mail step's redirect may land on this page again: a new location starts it afresh.
  const { key: locationKey } = useLocation();
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('verification.title')} description={t('verification.subtitle')} />
      <div className="space-y-6">
        <AccountLevel user={user} />
        <EmailVerification key={locationKey} user={user} />
        <PhoneVerification user={user} />
        <VerificationSection
          kind="id"
          title={t('verification.id.title')}
          description={t('verification.id.description')}
          verified={user.verification.id.verified}
          form={<DocumentFormGate>{(data) => <IdVerificationForm {...data} />}</DocumentFormGate>}
        />
        <VerificationSection
          kind="address"
          title={t('verification.address.title')}
          description={t('verification.address.description')}
          verified={user.verification.address.verified}
          form={<DocumentFormGate>{(data) => <AddressVerificationForm {...data} />}</DocumentFormGate>}
        />
        <LevelsTable currentLevel={user.verificationLevel} />
      </div>
    </>
  );
}
