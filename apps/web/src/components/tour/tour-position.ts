export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const GAP = 12;
const MARGIN = 16;

/**
 * Where the step card goes: under the target when it fits, else above, else pinned to the bottom of
 * the viewport. Horizontally it starts where the target starts, in the reading direction (the left
 * edge in LTR, the right edge in RTL), and stays inside the viewport.
 */
export function cardPosition(
  target: Box | null,
  card: { width: number; height: number },
  viewport: { width: number; height: number },
  rtl: boolean,
): { top: number; left: number } {
  const width = Math.min(card.width, viewport.width - 2 * MARGIN);
  const clampLeft = (left: number) => Math.min(Math.max(left, MARGIN), viewport.width - MARGIN - width);
  if (!target) {
    return {
      top: Math.max(MARGIN, (viewport.height - card.height) / 2),
      left: clampLeft((viewport.width - width) / 2),
    };
  }
  const left = clampLeft(rtl ? target.left + target.width - width : target.left);
  const below = target.top + target.height + GAP;
  if (below + card.height <= viewport.height - MARGIN) return { top: below, left };
  const above = target.top - GAP - card.height;
  if (above >= MARGIN) return { top: above, left };
  return { top: Math.max(MARGIN, viewport.height - MARGIN - card.height), left };
}
