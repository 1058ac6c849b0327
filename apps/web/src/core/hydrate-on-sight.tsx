import { Suspense, useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';

import { isHydratingPage } from '@/core/server-render';

/** Events that mean the visitor is using the part now: its code loads at once. */
const TOUCHES = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const;

type WhenNeeded = {
  /** Settles when the part's code is in: until then a submit inside is held */
  loaded?: () => Promise<void>;
  /** A held submit's form, to send again (by default once the renders the opening starts end) */
  held?: (form: HTMLFormElement) => void;
  /** The part left the page before it was needed: stop watching it */
  signal?: AbortSignal;
};

/**
 * Resolves when the element shows on screen or is touched (never on the server). Until `loaded`
 * settles, a submit of a form inside is held back (the browser would otherwise send the fields
 * in the page's URL) and `held` reports the form, to be sent again once its code is in.
 */
export function whenNeeded(
  box: RefObject<HTMLDivElement | null>,
  {
    loaded = () => Promise.resolve(),
    held = (form) => setTimeout(() => form.isConnected && form.requestSubmit()),
    signal,
  }: WhenNeeded = {},
): Promise<void> {
  return new Promise((resolve) => {
    // The box is in the DOM once the hydrating render commits; look for it after that.
    queueMicrotask(function watch() {
      if (signal?.aborted) return;
      const element = box.current;
      if (!element) return void requestAnimationFrame(watch);
      const hold = (event: Event) => {
        event.preventDefault();
        held(event.target as HTMLFormElement);
        done();
      };
      element.addEventListener('submit', hold, true);
      const stopWatching = () => {
        observer?.disconnect();
        for (const t of TOUCHES) element.removeEventListener(t, done, true);
      };
      let isDone = false;
      // Once: the observer, a touch and a held submit may each call it.
      const done = () => {
        if (isDone) return;
        isDone = true;
        stopWatching();
        resolve();
        void loaded().finally(() => element.removeEventListener('submit', hold, true));
      };
      const observer =
        typeof IntersectionObserver === 'function'
          ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done())
          : null;
      if (observer) observer.observe(element);
      else done();
      for (const t of TOUCHES) element.addEventListener(t, done, { capture: true, passive: true });
      signal?.addEventListener('abort', () => {
        stopWatching();
        element.removeEventListener('submit', hold, true);
      });
    });
  });
}

/** Opens once: `ready` resolves then, and `isOpen` says so from then on. */
type Gate = { ready: Promise<void>; isOpen: () => boolean; open: () => void };

function createGate(): Gate {
  let isOpen = false;
  let open = () => undefined as void;
  const ready = new Promise<void>((resolve) => {
    open = () => {
      isOpen = true;
      resolve();
    };
  });
  return { ready, isOpen: () => isOpen, open: () => open() };
}

/** Renders its children once the gate opens; until then (while hydrating) suspends. */
function GateKeeper({ gate, children }: { gate: Gate | null; children: ReactElement }) {
  if (gate && !gate.isOpen()) throw gate.ready;
  return children;
}

/**
 * Children the browser takes over only when they show on screen or are touched (a focus, a tap,
 * a key): the server's HTML stays as it is until then, so a page's first load does not spend its
 * time hydrating the bands below the fold (a course's syllabus and FAQs, the catalogue's cards).
 * Their code is in the page already (for code loaded late, deferredPart). One element as child.
 * `deps`: what they show, as a hook's dependencies: if one changes before they are taken over (a
 * refetch brought a staff edit), they render afresh rather than take over HTML that no longer
 * matches. A page the browser renders itself (an in-app navigation) renders them at once.
 */
export function HydrateOnSight({ children, deps }: { children: ReactElement; deps: unknown[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (isHydratingPage() ? createGate() : null));
  const [served] = useState(() => deps);
  const [isFresh, setFresh] = useState(false);
  if (gate && !isFresh && !gate.isOpen() && deps.some((dep, i) => !Object.is(dep, served[i]))) {
    setFresh(true);
  }
  useEffect(() => {
    if (!gate) return;
    const left = new AbortController();
    void whenNeeded(box, { signal: left.signal }).then(gate.open);
    return () => left.abort();
  }, [gate]);
  return (
    <div ref={box} data-deferred="">
      <Suspense fallback={null}>
        <GateKeeper key={isFresh ? 'fresh' : 'served'} gate={isFresh ? null : gate}>
          {children}
        </GateKeeper>
      </Suspense>
    </div>
  );
}
