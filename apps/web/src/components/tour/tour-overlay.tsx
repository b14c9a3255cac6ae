import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { cardPosition, type Box } from './tour-position';
import type { TourEnd, TourStep } from './tour-types';

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
const SPOTLIGHT_PADDING = 6;

function visibleTarget(selector: string): HTMLElement | null {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 ? element : null;
}

function px(values: Partial<Box>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, `${value}px`]));
}

function boxOf(element: HTMLElement | null): Box | null {
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  return {
    top: rect.top - SPOTLIGHT_PADDING,
    left: rect.left - SPOTLIGHT_PADDING,
    width: rect.width + 2 * SPOTLIGHT_PADDING,
    height: rect.height + 2 * SPOTLIGHT_PADDING,
  };
}

/**
 * The guided tour's overlay: dims the page, outlines the step's element and shows a card beside it.
 * It is a modal dialog: focus moves into the card at each step and stays there (Tab cycles), Escape
 * skips the tour, and focus returns to where it was when the tour ends. Steps whose element is not on
 * the screen (a panel a phone layout hides) are left out.
 */
export default function TourOverlay({
  steps: allSteps,
  onEnd,
}: {
  steps: readonly TourStep[];
  onEnd: (end: TourEnd) => void;
}) {
  const { t, i18n } = useTranslation();
  const [steps] = useState(() => {
    const shown = allSteps.filter((step) => visibleTarget(step.target));
    return shown.length > 0 ? shown : allSteps.slice(0, 1);
  });
  const [index, setIndex] = useState(0);
  const cardRef = useRef<HTMLDivElement>(null);
  const spotlightRef = useRef<HTMLDivElement>(null);
  const dimmerRef = useRef<HTMLDivElement>(null);
  const step = steps[index]!;
  const last = index === steps.length - 1;
  const rtl = i18n.dir() === 'rtl' || document.documentElement.dir === 'rtl';

  // Positions are written to the elements directly: they follow scrolling and resizing frame by frame.
  const measure = useCallback(() => {
    const box = boxOf(visibleTarget(step.target));
    const card = cardRef.current;
    const spotlight = spotlightRef.current;
    const dimmer = dimmerRef.current;
    if (!card || !spotlight || !dimmer) return;
    spotlight.hidden = box === null;
    dimmer.hidden = box !== null;
    if (box) Object.assign(spotlight.style, px(box));
    const position = cardPosition(
      box,
      { width: card.offsetWidth, height: card.offsetHeight },
      { width: window.innerWidth, height: window.innerHeight },
      rtl,
    );
    Object.assign(card.style, { ...px(position), visibility: 'visible' });
  }, [step.target, rtl]);

  // Each step brings its element into view, then places the card and takes focus.
  useLayoutEffect(() => {
    visibleTarget(step.target)?.scrollIntoView({ block: 'center', inline: 'nearest' });
    measure();
    cardRef.current?.focus();
  }, [step.target, measure]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
    };
  }, [measure]);

  // A modal dialog keeps focus: the page moving it elsewhere (a route focusing its heading after the
  // tour opened) brings it back to the card. Once the tour is over, focus goes back where it was.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const keep = (event: FocusEvent) => {
      const card = cardRef.current;
      if (card && event.target instanceof Node && !card.contains(event.target)) card.focus();
    };
    document.addEventListener('focusin', keep);
    return () => {
      document.removeEventListener('focusin', keep);
      before?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onEnd('skipped');
      return;
    }
    if (event.key !== 'Tab' || !cardRef.current) return;
    const focusable = [...cardRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const lastFocusable = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === cardRef.current)) {
      event.preventDefault();
      lastFocusable.focus();
    } else if (!event.shiftKey && active === lastFocusable) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-[70]" data-testid="tour-overlay">
      <div
        ref={spotlightRef}
        aria-hidden
        hidden
        className="pointer-events-none fixed rounded-xl ring-2 ring-emerald-400 transition-all duration-200 motion-reduce:transition-none"
        style={{ boxShadow: '0 0 0 9999px rgb(2 6 23 / 0.6)' }}
      />
      <div ref={dimmerRef} aria-hidden className="fixed inset-0 bg-slate-950/60" />
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="tour-step-title"
        aria-describedby="tour-step-body"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="fixed w-[22rem] max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        style={{ visibility: 'hidden', top: 0, left: 0 }}
      >
        <p className="text-xs font-medium text-emerald-800 dark:text-emerald-300">
          <span className="sr-only">{t('tours.dialogLabel')}: </span>
          {t('tours.progress', { current: index + 1, total: steps.length })}
        </p>
        <h2 id="tour-step-title" className="mt-1 text-base font-semibold text-slate-900 dark:text-slate-50">
          {step.title}
        </h2>
        <p id="tour-step-body" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {step.body}
        </p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" size="sm" onClick={() => onEnd('skipped')}>
            {t('tours.skip')}
          </Button>
          <div className="flex gap-2">
            {index > 0 ? (
              <Button variant="secondary" size="sm" onClick={() => setIndex(index - 1)}>
                {t('tours.back')}
              </Button>
            ) : null}
            <Button size="sm" onClick={() => (last ? onEnd('completed') : setIndex(index + 1))}>
              {last ? t('tours.done') : t('tours.next')}
            </Button>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
