import type { RelationResult } from '@p2p/shared';
import { ShieldOff, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useUpdateRelation, type RelationAction } from '../api/update-relation';

/**
 * Trust and block toggles for another user's profile, starting from what the visitor has set
 * (`viewerRelation` of the profile) and following the server's answer after each click.
 */
export function RelationButtons({
  username,
  initial,
}: {
  username: string;
  initial: 'trusted' | 'blocked' | null;
}) {
  const { t } = useTranslation();
  const [relation, setRelation] = useState<Pick<RelationResult, 'isTrusted' | 'isBlocked'>>({
    isTrusted: initial === 'trusted',
    isBlocked: initial === 'blocked',
  });
  const mutation = useUpdateRelation();

  const act = (action: RelationAction) =>
    mutation.mutate(
      { username, action },
      {
        onSuccess: (result) => {
          setRelation(result);
          toast.success(t(`users.relation.done.${action}`, { username }));
        },
        onError: (error) =>
          toast.error(error instanceof ApiError && error.status < 500 ? error.message : t('errors.generic')),
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={relation.isTrusted ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={relation.isTrusted}
        disabled={mutation.isPending}
        onClick={() => act(relation.isTrusted ? 'untrusted' : 'trusted')}
      >
        <UserCheck aria-hidden className="size-4" />
        {relation.isTrusted ? t('users.relation.trusted') : t('users.relation.action.trusted')}
      </Button>
      <Button
        variant={relation.isBlocked ? 'danger' : 'secondary'}
        size="sm"
        aria-pressed={relation.isBlocked}
        disabled={mutation.isPending}
        onClick={() => act(relation.isBlocked ? 'unblocked' : 'blocked')}
      >
        <ShieldOff aria-hidden className="size-4" />
        {relation.isBlocked ? t('users.relation.blocked') : t('users.relation.action.blocked')}
      </Button>
    </div>
  );
}
