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
