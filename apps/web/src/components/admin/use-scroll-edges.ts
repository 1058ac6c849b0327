import { useCallback, useRef, useState } from 'react';

/**
 * Whether a horizontally scrollable box is scrolled away from its left edge and whether more
 * content hides to the right, kept current on scroll (`update`) and on resize. `attach` is a
 * callback ref, so it works for a box that mounts after the component (e.g. after loading).
 */
export function useScrollEdges<E extends HTMLElement>() {
  const node = useRef<E | null>(null);
  const [edges, setEdges] = useState({ isScrolled: false, hasMoreRight: false });

  const update = useCallback(() => {
    const el = node.current;
    if (!el) return;
    const isScrolled = el.scrollLeft > 0;
    const hasMoreRight = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((prev) =>
      prev.isScrolled === isScrolled && prev.hasMoreRight === hasMoreRight
        ? prev
        : { isScrolled, hasMoreRight },
    );
  }, []);

  const attach = useCallback(
    (el: E | null) => {
      node.current = el;
      if (!el) return;
      update();
      const observer = new ResizeObserver(update);
      observer.observe(el);
      if (el.firstElementChild) observer.observe(el.firstElementChild);
      return () => {
        observer.disconnect();
        node.current = null;
      };
    },
    [update],
  );

  return { attach, onScroll: update, ...edges };
}
