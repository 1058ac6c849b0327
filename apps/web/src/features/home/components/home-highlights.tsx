import { clsx } from 'clsx';
import { useId } from 'react';

import type { HomeContent } from '@app/shared';

import { IconTile } from '@/components/ui/icon-tile';

import { HOME_ICON_MAP } from './home-icons.ts';
import { band, shell, smallCardColumns } from './layout.ts';
import { SectionHeading } from './section-heading.tsx';

type HomeHighlightsProps = { highlights: HomeContent['highlights'] };

export function HomeHighlights({ highlights }: HomeHighlightsProps) {
  const titleId = useId();
  if (highlights.items.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={clsx('bg-slate-50', band)}>
      <div className={shell}>
        <SectionHeading id={titleId} title={highlights.title} />
        <ul
          className={clsx('mt-12 grid gap-5', smallCardColumns(highlights.items.length))}
          role="list"
        >
          {highlights.items.map((item, index) => {
            const Icon = HOME_ICON_MAP[item.icon].icon;
            return (
              <li
                key={index}
                className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card transition duration-200 hover:-translate-y-0.5 hover:shadow-pop @2xl:flex-col @2xl:gap-0 @2xl:p-6"
              >
                <IconTile
                  icon={Icon}
                  className="size-12 shrink-0 bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-sm ring-4 ring-brand-50"
                  iconClassName="size-6"
                />
                <div className="min-w-0">
                  <h3 className="text-lg font-bold break-words text-slate-900 @2xl:mt-6">
                    {item.title}
                  </h3>
                  <p className="mt-1.5 text-[15px] leading-relaxed break-words text-slate-600 @2xl:mt-2">
                    {item.text}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
