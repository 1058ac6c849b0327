import { clsx } from 'clsx';
import { useEffect, useState } from 'react';

export type SectionLink = { id: string; label: string };

/**
 * The editor's table of contents (wide screens): jumps to a card and marks the one in view.
 */
export function SectionIndex({ sections }: { sections: readonly SectionLink[] }) {
  const [active, setActive] = useState<string>(sections[0]?.id ?? '');

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id);
      },
      { rootMargin: '-80px 0px -60% 0px' },
    );
    for (const { id } of sections) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [sections]);

  return (
    <nav aria-label="Course editor sections" className="sticky top-24">
      <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        On this page
      </p>
      <ul className="space-y-0.5 border-l border-slate-200">
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(s.id)?.scrollIntoView({ behavior: 'smooth' });
                setActive(s.id);
              }}
              aria-current={active === s.id ? 'location' : undefined}
              className={clsx(
                '-ml-px block border-l-2 py-1.5 pr-2 pl-3 text-sm transition-colors',
                active === s.id
                  ? 'border-brand-600 font-semibold text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
