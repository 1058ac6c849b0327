import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

type ScaledFrameProps = { width: number; children: ReactNode };

/**
 * Lays its children out at `width` CSS pixels (a desktop or a phone screen) and scales them down
 * to fit the space it has, keeping the scaled height so the pane scrolls naturally.
 */
export function ScaledFrame({ width, children }: ScaledFrameProps) {
  const outerRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const [outerWidth, setOuterWidth] = useState(0);
  const [innerHeight, setInnerHeight] = useState(0);

  useLayoutEffect(() => {
    const outer = outerRef.current;
    const inner = innerRef.current;
    if (!outer || !inner) return;
    const observer = new ResizeObserver(() => {
      setOuterWidth(outer.clientWidth);
      setInnerHeight(inner.offsetHeight);
    });
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const scale = outerWidth > 0 ? Math.min(1, outerWidth / width) : 1;
  const left = Math.max(0, (outerWidth - width * scale) / 2);
  return (
    <div
      ref={outerRef}
      className="relative overflow-hidden"
      style={{ height: innerHeight * scale }}
    >
      <div
        ref={innerRef}
        className="absolute top-0 origin-top-left"
        style={{ width, left, transform: `scale(${scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
