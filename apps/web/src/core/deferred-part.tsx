import {
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

import { whenNeeded } from '@/core/hydrate-on-sight';
import { isHydratingPage } from '@/core/server-render';

/**
 * A part of a public page whose code the first load leaves out (a form, with react-hook-form and
 * the schema it checks): the server renders it with the rest, so its HTML is there from the
 * start, and the browser loads its code when it shows on screen or the visitor touches it (a
 * focus, a tap, a key), then takes over the same HTML.
 * A page the browser renders itself (an in-app navigation) loads it at once, showing
 * `fallback` meanwhile. What the visitor typed before the code arrived is kept.
 */
export type DeferredOptions = {
  /** Shown while the code loads on an in-app navigation (the server's HTML covers a page load). */
  fallback?: ReactNode;
};

const loaders: Array<() => Promise<unknown>> = [];

/** Loads every deferred part created so far: the server renders them in the same pass. */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const controlsIn = (root: HTMLElement | null) =>
  root ? [...root.querySelectorAll<Control>('input[name], select[name], textarea[name]')] : [];
const isChoice = (c: Control): c is HTMLInputElement =>
  c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');

/** What the visitor set in the server's controls: name → value (or checked). */
function typedValues(root: HTMLElement | null): Map<Control, string | boolean> {
  const typed = new Map<Control, string | boolean>();
  for (const c of controlsIn(root)) {
    if (isChoice(c)) {
      if (c.checked !== c.defaultChecked) typed.set(c, c.checked);
    } else if (c instanceof HTMLSelectElement) {
      const initial = [...c.options].find((o) => o.defaultSelected)?.value ?? c.options[0]?.value;
      if (c.value !== initial) typed.set(c, c.value);
    } else if (c.value !== c.defaultValue) {
      typed.set(c, c.value);
    }
  }
  return typed;
}

/** Puts typed values back after the code took over, as edits (the form hears them). */
function restore(typed: Map<Control, string | boolean>): void {
  for (const [control, value] of typed) {
    if (!control.isConnected) continue;
    if (typeof value === 'boolean') (control as HTMLInputElement).checked = value;
    else control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * `deferredPart(() => import('./form.tsx').then((m) => m.Form))`: a component that renders as
 * Form does, with Form's code loaded as described above.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null }: DeferredOptions = {},
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  loaders.push(start);

  type Waiting = {
    ready: Promise<void>;
    typed: Map<Control, string | boolean>;
    submitted: HTMLFormElement | null;
    /** The code took over and what the visitor did before is replayed. */
    done: boolean;
  };

  function Part({ waiting, props }: { waiting: Waiting | null; props: P }) {
    // After every render (a render that suspended runs no effect, so no deps to compare).
    useLayoutEffect(() => {
      if (!waiting || !Loaded || waiting.done) return;
      waiting.done = true;
      restore(waiting.typed);
      // A submit made before the code came is made now, with what was typed (once the renders
      // the replayed edits cause are done, so the form's handler sees them).
      const form = waiting.submitted;
      if (form) setTimeout(() => form.isConnected && form.requestSubmit());
    });
    if (Loaded) return <Loaded {...props} />;
    // Suspends: while hydrating, Preact keeps the server's HTML in place until this resolves.
    throw waiting ? waiting.ready : start();
  }

  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const [waiting] = useState<Waiting | null>(() => {
      if (Loaded || !isHydratingPage()) return null;
      const waiting: Waiting = {
        ready: Promise.resolve(),
        typed: new Map(),
        submitted: null,
        done: false,
      };
      const held = (form: HTMLFormElement) => (waiting.submitted = form);
      waiting.ready = whenNeeded(box, { loaded: start, held })
        .then(start)
        .then(() => {
          waiting.typed = typedValues(box.current);
        });
      return waiting;
    });
    return (
      <div ref={box} data-deferred="">
        <Suspense fallback={fallback}>
          <Part waiting={waiting} props={props} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
