import { clsx } from 'clsx';

import { imageSrcSet } from '@app/shared';

import { useImageState } from '@/components/ui/use-image-state';

type CourseThumbnailProps = {
  title: string;
  thumbnail?: string | null;
  className?: string;
  /** The initials' size: small tiles, cards, the course page's hero. */
  size?: 'small' | 'card' | 'hero';
  /** The picture's shape (16:9 unless told). */
  aspectClassName?: string;
};

const INITIALS_SIZE = { small: 'text-2xl', card: 'text-5xl', hero: 'text-7xl' } as const;
/** How wide each size shows, for the browser to pick the copy (imageSrcSet) that fills it. */
const SLOT_SIZES = {
  small: '160px',
  card: '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw',
  hero: '(min-width: 1024px) 560px, 100vw',
} as const;
const usableSrc = (src: string | null | undefined) =>
  src && (/^https?:\/\/\S+$/i.test(src.trim()) || src.startsWith('/')) ? src.trim() : null;

/**
 * The course picture, or, when there is none (or it fails to load), a brand gradient with the
 * course's initials, so a catalogue or a classroom without artwork still looks designed.
 */
export function CourseThumbnail({
  title,
  thumbnail,
  className,
  size = 'card',
  aspectClassName = 'aspect-video',
}: CourseThumbnailProps) {
  const { state, imageProps } = useImageState();
  const src = usableSrc(thumbnail);
  const fallback = (
    <Fallback title={title} size={size} className={className} aspectClassName={aspectClassName} />
  );
  if (!src || state === 'failed') return fallback;

  // The gradient lies under the picture until it has loaded, so a slow or missing image never
  // leaves a hole; the picture paints over it as soon as it arrives (a server-rendered page's
  // picture shows before any script runs).
  return (
    <div className={clsx('relative overflow-hidden', className)}>
      {state !== 'loaded' && fallback}
      <img
        src={src}
        srcSet={imageSrcSet(src)}
        sizes={SLOT_SIZES[size]}
        width={1280}
        height={720}
        alt=""
        // The course page's picture is its largest paint: fetched at once, first.
        loading={size === 'hero' ? 'eager' : 'lazy'}
        fetchPriority={size === 'hero' ? 'high' : 'auto'}
        {...imageProps}
        className={clsx(
          'w-full object-cover',
          aspectClassName,
          state !== 'loaded' && 'absolute inset-0 h-full',
        )}
      />
    </div>
  );
}

function Fallback({
  title,
  size = 'card',
  className,
  aspectClassName,
}: Omit<CourseThumbnailProps, 'thumbnail'>) {
  return (
    <div
      aria-hidden="true"
      data-testid="course-thumbnail-fallback"
      className={clsx(
        'relative isolate grid w-full place-items-center overflow-hidden bg-gradient-to-br',
        aspectClassName,
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
          INITIALS_SIZE[size],
        )}
      >
        {courseInitials(title)}
      </span>
    </div>
  );
}

/** 'Full Stack Web Development' → 'FW'; a single word gives its first two letters. */
export function courseInitials(title: string): string {
  const words = title
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return 'KS';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
}

// Spelled out in full so Tailwind's scanner keeps them.
const GRADIENTS = [
  'from-brand-700 via-brand-600 to-fuchsia-500',
  'from-indigo-700 via-brand-600 to-sky-500',
  'from-brand-900 via-brand-700 to-amber-400',
  'from-slate-900 via-brand-800 to-brand-500',
  'from-fuchsia-700 via-brand-600 to-indigo-500',
  'from-teal-700 via-brand-700 to-brand-500',
] as const;

/** A stable gradient per course, so a card keeps its colours between visits. */
export function courseGradient(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return GRADIENTS[hash % GRADIENTS.length]!;
}
