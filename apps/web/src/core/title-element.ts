import { options, type VNode } from 'preact';
import { useEffect } from 'react';

/**
 * React 19 lifts a `<title>` rendered anywhere into the document's head; Preact would leave it
 * in the body, where the browser ignores it. Pages keep writing `<title>` as in React, and this
 * shim (imported by app/providers.tsx, so every render root has it) turns each into the
 * document's title while it is mounted, giving the previous one back when it goes. On the
 * server it renders nothing: the page head (features/seo on the API) carries the title there.
 */
const textOf = (children: unknown) =>
  (Array.isArray(children) ? children : [children])
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .join('');

function DocumentTitle({ children }: { children?: unknown }) {
  const title = textOf(children);
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      if (document.title === title) document.title = before;
    };
  }, [title]);
  return null;
}

const previousHook = options.vnode;
options.vnode = (vnode: VNode) => {
  // Only a title with words is a page's: recharts draws an empty <title> into every chart's
  // <svg>, which stays where it is (our own pictures label themselves with aria-label).
  if (vnode.type === 'title' && textOf((vnode.props as { children?: unknown }).children)) {
    (vnode as VNode<object>).type = DocumentTitle as never;
  }
  previousHook?.(vnode);
};
