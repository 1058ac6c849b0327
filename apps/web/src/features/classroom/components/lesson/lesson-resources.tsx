import { ExternalLink, FileDown } from 'lucide-react';

import type { LessonResource } from '@app/shared';

/** A lesson's links and files: files on this site download, links open in a new tab. */
export function LessonResources({ resources }: { resources: LessonResource[] }) {
  return (
    <section aria-labelledby="lesson-resources-title" data-testid="lesson-resources">
      <h2 id="lesson-resources-title" className="text-lg font-bold text-slate-900">
        Resources
      </h2>
      <ul role="list" className="mt-3 grid gap-2 sm:grid-cols-2">
        {resources.map((r) => {
          const isFile = r.url.startsWith('/');
          const Icon = isFile ? FileDown : ExternalLink;
          return (
            <li key={`${r.title}-${r.url}`}>
              <a
                href={r.url}
                data-testid="lesson-resource"
                {...(isFile ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
                className="flex min-h-14 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-brand-300 hover:bg-brand-50/40"
              >
                <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="min-w-0 flex-1 break-words">{r.title}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
