import type { ReactNode } from 'react';
import { Link } from 'react-router';

type SiteLinkProps = { href: string; className?: string; children: ReactNode };

/** A CMS link: site paths route in the app, #anchors stay on the page, https:// opens a new tab. */
export function SiteLink({ href, className, children }: SiteLinkProps) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  const isExternal = /^https?:\/\//.test(href);
  return (
    <a
      href={href}
      className={className}
      {...(isExternal && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </a>
  );
}
