import { tourStatusSchema, type CurrentUser, type TourName, type TourStatus } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { currentUserQueryKey, useCurrentUser } from './current-user';

export const TOUR_COMPLETED_PATH = '/rest/v1/users/tour/completed';

/** Marks a guided tour completed (finished or skipped): POST /rest/v1/users/tour/completed. */
export async function completeTour(tourName: TourName): Promise<TourStatus> {
  return tourStatusSchema.parse(await api.post<unknown>(TOUR_COMPLETED_PATH, { tourName }));
}

/**
 * Whether the signed-in user still has the tour to see. The current user's completedTourGuides
 * answers it without another request (GET /rest/v1/users/tour/completed answers the same).
 */
export function useTourPending(tourName: TourName): boolean {
  const user = useCurrentUser();
  return user.data ? !user.data.completedTourGuides.includes(tourName) : false;
}

export function useCompleteTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTour,
    // The tour must not come back on the next page, even before the current user is fetched again.
    onMutate: (tourName) => {
      queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (user) =>
        user && !user.completedTourGuides.includes(tourName)
          ? { ...user, completedTourGuides: [...user.completedTourGuides, tourName] }
          : user,
      );
    },
    onSuccess: (status) => {
      queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (user) =>
        user ? { ...user, completedTourGuides: status.completedTourGuides } : user,
      );
    },
  });
}
