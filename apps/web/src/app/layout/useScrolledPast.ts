import { useEffect, useState } from 'react';

/** Spec §9: the header takes its compact style after 50 px of scroll. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;

export function useScrolledPast(threshold: number = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    // No read here: after the commit, reading scrollY would force a layout in the middle of the first
    // load; the first render read it, and any scroll since then fires the event.
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
