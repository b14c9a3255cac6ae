import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A block that fills the window below where it starts (under the navbar and any banner), so that a
 * screen like the trade's keeps its head and foot in view and scrolls only inside. Answers the ref to
 * put on the block and its height (a CSS length); it follows resizes of the window and of the page
 * above the block.
 */
export function useFillViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setTop(Math.max(0, Math.round(node.getBoundingClientRect().top + window.scrollY)));
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);
  return [ref, top === null ? undefined : `calc(100dvh - ${top}px)`] as const;
}
