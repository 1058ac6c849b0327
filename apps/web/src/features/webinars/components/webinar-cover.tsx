import { clsx } from 'clsx';
import { Radio } from 'lucide-react';

import { imageSrcSet } from '@app/shared';

import { useImageState } from '@/components/ui/use-image-state';

import { coverSrc, webinarGradient } from '../lib/webinar-display.ts';

type WebinarCoverProps = {
  title: string;
  /** Seeds the generated gradient, so a webinar keeps its colours. */
  seed: string;
  coverImage: string | null;
  className?: string;
  size?: 'card' | 'hero';
};

/**
 * The webinar's cover, or (when there is none, or it fails to load) a generated gradient with a
 * broadcast mark, so a listing without artwork still looks designed.
 */
export function WebinarCover({
  title,
  seed,
  coverImage,
  className,
  size = 'card',
}: WebinarCoverProps) {
  const { state, imageProps } = useImageState();
  const src = coverSrc(coverImage);
  const fallback = <GeneratedCover title={title} seed={seed} size={size} className={className} />;
  if (!src || state === 'failed') return fallback;

  return (
    <div className={clsx('relative', className)}>
      {state !== 'loaded' && fallback}
      <img
        src={src}
        srcSet={imageSrcSet(src)}
        // How wide it shows: a card in a grid of up to three, or the page's hero.
        sizes={
          size === 'hero'
            ? '(min-width: 1024px) 640px, 100vw'
            : '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw'
        }
        width={1280}
        height={720}
        alt=""
        loading={size === 'hero' ? 'eager' : 'lazy'}
        fetchPriority={size === 'hero' ? 'high' : 'auto'}
        {...imageProps}
        data-testid="webinar-cover-image"
        className={clsx(
          'aspect-video w-full bg-slate-100 object-cover',
          state !== 'loaded' && 'absolute inset-0 opacity-0',
        )}
      />
    </div>
  );
}

function GeneratedCover({
  title,
  seed,
  size,
  className,
}: {
  title: string;
  seed: string;
  size: 'card' | 'hero';
  className?: string;
}) {
  const isHero = size === 'hero';
  return (
    <div
      aria-hidden="true"
      data-testid="webinar-cover-generated"
      className={clsx(
        'relative isolate flex aspect-video w-full flex-col justify-between overflow-hidden bg-gradient-to-br text-white',
        isHero ? 'p-6 sm:p-8' : 'p-4',
        webinarGradient(seed),
        className,
      )}
    >
      <div className="absolute -top-16 -right-12 -z-10 size-56 rounded-full bg-white/20 blur-3xl" />
      <div className="absolute -bottom-20 -left-10 -z-10 size-52 rounded-full bg-black/25 blur-3xl" />
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(rgb(255_255_255/0.16)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top_right,black_25%,transparent_70%)] bg-[size:16px_16px]" />
      <div className="absolute right-[8%] bottom-[12%] -z-10 grid place-items-center">
        <span
          className={clsx(
            'absolute rounded-full border border-white/15',
            isHero ? 'size-64' : 'size-36',
          )}
        />
        <span
          className={clsx(
            'absolute rounded-full border border-white/20',
            isHero ? 'size-44' : 'size-24',
          )}
        />
        <span
          className={clsx(
            'grid place-items-center rounded-full bg-white/15 ring-1 ring-white/30 backdrop-blur',
            isHero ? 'size-24' : 'size-14',
          )}
        >
          <Radio className={isHero ? 'size-11' : 'size-7'} />
        </span>
      </div>
      {/* On a card the status badge sits where this label would. */}
      {isHero ? (
        <span className="font-mono text-xs font-semibold tracking-[0.2em] text-white/80 uppercase">
          KodeSchool Live
        </span>
      ) : (
        <span />
      )}
      <span
        className={clsx(
          'leading-tight font-extrabold tracking-tight text-balance drop-shadow-sm',
          isHero ? 'max-w-[68%] text-2xl sm:text-3xl' : 'line-clamp-3 max-w-[72%] text-lg',
        )}
      >
        {title}
      </span>
    </div>
  );
}
