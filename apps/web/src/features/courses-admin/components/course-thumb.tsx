import { clsx } from 'clsx';
import { useState } from 'react';

import { safeImageUrl } from '@/core/safe-image-url';

/** A course's initials: 'Full Stack Web Development' → 'FD'. */
function initials(title: string): string {
  const words = title
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '—';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
}

/**
 * A small 16:9 course picture for lists, or the course's initials on a brand tint when there
 * is none or it fails to load (the public card does the same).
 */
export function CourseThumb({
  title,
  url,
  className,
}: {
  title: string;
  url: string | null | undefined;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = safeImageUrl(url);
  const box = clsx(
    'aspect-video shrink-0 overflow-hidden rounded-lg ring-1 ring-slate-200',
    className,
  );
  if (!src || failedUrl === src) {
    return (
      <span
        aria-hidden="true"
        className={clsx(
          box,
          'grid place-items-center bg-gradient-to-br from-brand-600 to-brand-800 font-mono text-xs font-bold text-white/95',
        )}
      >
        {initials(title)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailedUrl(src)}
      className={clsx(box, 'bg-slate-100 object-cover')}
    />
  );
}
