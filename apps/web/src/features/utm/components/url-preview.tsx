import { Fragment } from 'react';

import type { UrlPart } from '../lib/utm-url.ts';

type UrlPreviewProps = { base: string; params: UrlPart[] };

/** The link being built, parameter by parameter; empty required values show as placeholders. */
export function UrlPreview({ base, params }: UrlPreviewProps) {
  return (
    <p
      data-testid="utm-preview"
      className="font-mono text-[13px] leading-relaxed break-all text-slate-700"
    >
      <span className="text-slate-900">{base}</span>
      {params.map((part, index) => (
        <Fragment key={part.key}>
          <span className="text-slate-500">{index === 0 ? '?' : '&'}</span>
          <span className="text-slate-600">{part.key}=</span>
          {part.isPlaceholder ? (
            <span className="rounded bg-amber-50 px-1 text-amber-800 italic">{part.value}</span>
          ) : (
            <span className="font-semibold text-brand-700">{part.value}</span>
          )}
        </Fragment>
      ))}
    </p>
  );
}
