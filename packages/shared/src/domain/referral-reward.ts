/**
 * The partner programme's reward (decision 030): a referrer earns a share of the escrow fee that a
 * user they referred paid as the seller of a completed trade, while the trade completed within the
 * reward period after that user registered.
 */

/** The referrer's share of a fee, rounded down to the coin's minor unit (the platform never pays more). */
export function referralRewardOf(fee: bigint, shareBps: number): bigint {
  if (fee <= 0n || shareBps <= 0) return 0n;
  return (fee * BigInt(Math.min(shareBps, 10_000))) / 10_000n;
}

/** Whether a trade completed at `completedAt` earns its referrer a reward. */
export function withinRewardPeriod(registeredAt: Date, completedAt: Date, periodDays: number): boolean {
  const end = registeredAt.getTime() + periodDays * 86_400_000;
  return completedAt.getTime() >= registeredAt.getTime() && completedAt.getTime() < end;
}

/** The moment a referred user stops earning their referrer rewards. */
export function rewardPeriodEnd(registeredAt: Date, periodDays: number): Date {
  return new Date(registeredAt.getTime() + periodDays * 86_400_000);
}
