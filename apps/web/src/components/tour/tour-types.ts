/** One step of a guided tour: the element it points at (a CSS selector) and what it says. */
export interface TourStep {
  target: string;
  title: string;
  body: string;
}

/** How a tour ended: every step seen, or skipped (Skip, Escape). Either way it is not shown again. */
export type TourEnd = 'completed' | 'skipped';
