import { MessageButton } from '@/features/messenger/components/message-button';
import { PublicProfileRoute } from '@/features/users/routes/public-profile';

/** The public profile page with the messenger's "Message" button (the app composes the features). */
export function PublicProfilePageRoute() {
  return <PublicProfileRoute MessageAction={MessageButton} />;
}
