import { clsx } from 'clsx';
import { useState } from 'react';

import { courseGradient, courseInitials } from '../lib/format.ts';
import { safeHttpUrl } from '../lib/video.ts';

type CourseThumbnailProps = {
  title: string;
  thumbnail?: string | null;
  className?: string;
  /** Bigger initials for the course page's hero. */
  size?: 'card' | 'hero';
};

/**
 * The course picture, or, when there is none (or it fails to load), a brand gradient with the
 * course's initials, so a catalogue without artwork still looks designed.
 */
export function CourseThumbnail({
  title,
  thumbnail,
  className,
  size = 'card',
}: CourseThumbnailProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const src = safeHttpUrl(thumbnail) ?? (thumbnail?.startsWith('/') ? thumbnail : null);
  const fallback = <Fallback title={title} size={size} className={className} />;
  if (!src || state === 'failed') return fallback;

  // The gradient shows until the picture has loaded, so a slow or missing image never leaves a hole.
  return (
    <div className={clsx('relative', className)}>
      {state !== 'loaded' && fallback}
      <img
        src={src}
        alt=""
        loading="lazy"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        className={clsx(
          'aspect-video w-full bg-slate-100 object-cover',
          state !== 'loaded' && 'absolute inset-0 opacity-0',
        )}
      />
    </div>
  );
}

function Fallback({ title, size, className }: Omit<CourseThumbnailProps, 'thumbnail'>) {
  return (
    <div
      aria-hidden="true"
      data-testid="course-thumbnail-fallback"
      className={clsx(
        'relative isolate grid aspect-video w-full place-items-center overflow-hidden bg-gradient-to-br',
        courseGradient(title),
        className,
      )}
    >
      <div className="absolute -top-10 -right-10 -z-10 size-40 rounded-full bg-white/15 blur-2xl" />
      <div className="absolute -bottom-12 -left-8 -z-10 size-36 rounded-full bg-black/20 blur-2xl" />
      <div className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.07)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_center,black_20%,transparent_75%)] bg-[size:28px_28px]" />
      <span
        className={clsx(
          'font-mono font-extrabold tracking-tight text-white/95 drop-shadow-sm',
          size === 'hero' ? 'text-7xl' : 'text-5xl',
        )}
      >
        {courseInitials(title)}
      </span>
    </div>
  );
}
