/** Basis points as a percentage for display (2500 → "25", 1250 → "12.5"). */
export function percentOf(bps: number): string {
  return String(bps / 100);
}
