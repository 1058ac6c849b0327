import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type LandingSectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  description?: ReactNode;
  align?: 'left' | 'center';
};

export function LandingSectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'left',
}: LandingSectionHeadingProps) {
  return (
    <div className={clsx(align === 'center' && 'mx-auto max-w-2xl text-center')}>
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
      >
        {title}
      </h2>
      {description && <p className="mt-4 text-lg leading-relaxed text-slate-600">{description}</p>}
    </div>
  );
}
