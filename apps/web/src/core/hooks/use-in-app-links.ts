import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler that opens a block's plain links (`<a href="/courses">`) inside the app,
 * as react-router's <Link> would: for a block of many fixed links (the site footer), where a
 * <Link> each (every one resolving its path against the route tree while the page hydrates)
 * was a third of a phone's hydration work. A click with a modifier key, on a link to another
 * site, a new tab or a download, or one already handled, is left to the browser.
 */
export function useInAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) {
      return;
    }
    event.preventDefault();
    void navigate(`${link.pathname}${link.search}${link.hash}`);
  };
}
