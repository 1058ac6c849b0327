import { clsx } from 'clsx';
import { useState } from 'react';

// Spelled out in full so Tailwind's scanner keeps them.
const GRADIENTS = [
  'from-brand-700 via-brand-600 to-fuchsia-500',
  'from-indigo-700 via-brand-600 to-sky-500',
  'from-brand-900 via-brand-700 to-amber-400',
  'from-slate-900 via-brand-800 to-brand-500',
  'from-fuchsia-700 via-brand-600 to-indigo-500',
  'from-teal-700 via-brand-700 to-brand-500',
] as const;

function initials(title: string): string {
  const words = title
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return 'KS';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
}

function gradient(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return GRADIENTS[hash % GRADIENTS.length]!;
}

const isUsable = (src: string) => /^https?:\/\//i.test(src) || src.startsWith('/');

/**
 * The course picture, or a stable brand gradient with the course's initials when there is none
 * or it fails to load (the same look as the catalogue's cards).
 */
export function CourseArt({
  title,
  thumbnail,
  className,
  size = 'card',
}: {
  title: string;
  thumbnail: string;
  className?: string;
  size?: 'card' | 'small';
}) {
  const [failed, setFailed] = useState(false);
  if (thumbnail && isUsable(thumbnail) && !failed) {
    return (
      <img
        src={thumbnail}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        className={clsx('bg-slate-100 object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={clsx(
        'relative isolate grid place-items-center overflow-hidden bg-gradient-to-br',
        gradient(title),
        className,
      )}
    >
      <div className="absolute -top-10 -right-10 -z-10 size-40 rounded-full bg-white/15 blur-2xl" />
      <div className="absolute -bottom-12 -left-8 -z-10 size-36 rounded-full bg-black/20 blur-2xl" />
      <span
        className={clsx(
          'font-mono font-extrabold tracking-tight text-white/95 drop-shadow-sm',
          size === 'small' ? 'text-2xl' : 'text-4xl',
        )}
      >
        {initials(title)}
      </span>
    </div>
  );
}
