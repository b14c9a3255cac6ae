/** Query keys of this feature; invalidating `verificationQueryKey` refreshes all of them. */
export const verificationQueryKey = ['verification'] as const;
