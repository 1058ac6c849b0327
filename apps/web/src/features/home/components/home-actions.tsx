import { ArrowRight } from 'lucide-react';
import type { ComponentProps } from 'react';

import { CallbackButton } from '@/components/site/callback-button';

import { SiteLink } from './site-link.tsx';

/** The two buttons under a home headline: the editor's link (with →) and "Request a callback". */
export function HomeActions({
  link,
  linkClassName,
  callback,
  className,
}: {
  link: { href: string; label: string };
  linkClassName: string;
  callback: ComponentProps<typeof CallbackButton>;
  className: string;
}) {
  return (
    <div className={className}>
      <SiteLink href={link.href} className={linkClassName}>
        {link.label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </SiteLink>
      <CallbackButton {...callback} />
    </div>
  );
}
