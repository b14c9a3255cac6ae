import type { AuthRequestView } from '@p2p/shared';
import { useQueryClient } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useCurrentUser } from '@/lib/current-user';
import { useRealtimeEvent, useRealtimeStatus } from '@/lib/realtime/realtime';
import { toast } from '@/lib/toasts';
import { useAuthRequests } from '../api/get-auth-requests';
import { stepUpKeys } from '../api/keys';
import { useResolveAuthRequest, type AuthRequestDecision } from '../api/resolve-auth-request';
import { serverMessage } from './server-message';
import { formatTime } from '@/lib/format';

/**
 * On every page of a signed-in user: a push approval another browser of theirs asked for, with
 * Approve and Deny. It arrives over `/ws` (and by web push or the notification centre, which lead
 * here); answered or dismissed, it goes away.
 */
export function AuthRequestPrompt() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const requests = useAuthRequests(Boolean(user));
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  useRealtimeEvent((event) => {
    if (event.type === 'security.auth_request' || event.type === 'auth.request_resolved')
      void queryClient.invalidateQueries({ queryKey: stepUpKeys.requests });
  });
  // A request made while this tab's socket was still connecting sent its event to nobody here: ask
  // again each time the socket opens.
  const socket = useRealtimeStatus();
  useEffect(() => {
    if (socket === 'open' && user) void queryClient.invalidateQueries({ queryKey: stepUpKeys.requests });
  }, [socket, user, queryClient]);
  const request = requests.data?.find(
    (item) => !item.isThisBrowser && item.state === 'pending' && !dismissed.includes(item.id),
  );
  if (!user || !request) return null;
  return (
    <AuthRequestDialog
      key={request.id}
      request={request}
      onDone={() => setDismissed((ids) => [...ids, request.id])}
    />
  );
}

function AuthRequestDialog({ request, onDone }: { request: AuthRequestView; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const resolve = useResolveAuthRequest();
  const error = serverMessage(t, resolve.error);
  const answer = (decision: AuthRequestDecision) =>
    resolve.mutate(
      { id: request.id, decision },
      {
        onSuccess: () => {
          toast.success(t(decision === 'approve' ? 'stepUp.prompt.approved' : 'stepUp.prompt.denied'));
          onDone();
        },
      },
    );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onDone())}>
      <DialogContent role="alertdialog" aria-describedby="auth-request-description">
        <DialogTitle className="flex items-center gap-2">
          <MonitorSmartphone aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />
          {t('stepUp.prompt.title')}
        </DialogTitle>
        <DialogDescription id="auth-request-description">
          {t('stepUp.prompt.description', { browser: request.browser ?? '—' })}
        </DialogDescription>
        <ul className="mt-3 space-y-1 text-sm text-slate-600 dark:text-slate-400">
          {request.tradeHash ? <li>{t('stepUp.prompt.trade', { tradeHash: request.tradeHash })}</li> : null}
          <li>
            {t('stepUp.prompt.expires', {
              time: formatTime(request.expiresAt, i18n.language),
            })}
          </li>
        </ul>
        {error ? (
          <Alert variant="danger" role="alert" className="mt-3">
            {error}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="danger" onClick={() => answer('deny')} disabled={resolve.isPending}>
            {t('stepUp.prompt.deny')}
          </Button>
          <Button onClick={() => answer('approve')} disabled={resolve.isPending}>
            {t('stepUp.prompt.approve')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
