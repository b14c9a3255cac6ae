import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { useChatProfile } from '../api/get-chat-profile';
import { useCountries } from '../api/get-countries';
import { useCurrencies } from '../api/get-currencies';
import { useSettings } from '../api/get-settings';
import { AvatarForm } from '../components/avatar-form';
import { ChatAcceptanceForm } from '../components/chat-acceptance-form';
import { CorporateAccount } from '../components/corporate-account';
import { SettingsForm } from '../components/settings-form';
import { UsernameForm } from '../components/username-form';

/** /account/settings: profile picture and username, preferences, chat, and the account type. */
export function AccountSettingsRoute() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const settings = useSettings();
  const countries = useCountries();
  const currencies = useCurrencies();
  const chat = useChatProfile();
  // The conversion's redirect lands on this page again: a new location starts the section afresh.
  const { key: locationKey } = useLocation();
  if (!user) return null;

  const preferencesFailed = settings.error ?? countries.error ?? currencies.error;
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} />
      <div className="space-y-6">
        <Card title={t('settings.profileCard.title')} description={t('settings.profileCard.description')}>
          <div className="grid gap-8 lg:grid-cols-2">
            <AvatarForm username={user.username} avatarUrl={user.avatarUrl} />
            <UsernameForm username={user.username} />
          </div>
        </Card>

        <Card title={t('settings.form.title')} description={t('settings.form.description')}>
          {settings.data && countries.data && currencies.data ? (
            <SettingsForm settings={settings.data} countries={countries.data} currencies={currencies.data} />
          ) : preferencesFailed ? (
            <ErrorPanel
              error={preferencesFailed}
              onRetry={() => {
                void settings.refetch();
                void countries.refetch();
                void currencies.refetch();
              }}
            />
          ) : (
            <SkeletonLines lines={6} />
          )}
        </Card>

        <Card title={t('settings.chat.title')} description={t('settings.chat.description')}>
          {chat.data ? (
            <ChatAcceptanceForm value={chat.data.acceptChatMessages} />
          ) : chat.isError ? (
            <ErrorPanel error={chat.error} onRetry={() => void chat.refetch()} />
          ) : (
            <SkeletonLines lines={2} />
          )}
        </Card>

        <Card title={t('settings.corporate.title')} description={t('settings.corporate.description')}>
          {countries.data ? (
            <CorporateAccount key={locationKey} user={user} countries={countries.data} />
          ) : countries.isError ? (
            <ErrorPanel error={countries.error} onRetry={() => void countries.refetch()} />
          ) : (
            <SkeletonLines lines={2} />
          )}
        </Card>
      </div>
    </>
  );
}
