import { embedProviderOf, isMp4Url, videoEmbedUrl } from '@app/shared';

/** What a pasted lesson video link is, for the editor's preview of it. */
export type LessonVideo =
  { source: 'youtube'; id: string; thumbnail: string } | { source: 'vimeo' } | { source: 'mp4' };

/**
 * A lesson video link as the editor previews it: a YouTube video by its thumbnail (the id comes
 * from the player URL videoEmbedUrl builds), a Vimeo or MP4 one by a badge; null when the link
 * is not a lesson video.
 */
export function lessonVideoOf(raw: string): LessonVideo | null {
  const url = raw.trim();
  if (!url) return null;
  const embed = videoEmbedUrl(url);
  if (embed) {
    const provider = embedProviderOf(embed)?.name;
    if (provider === 'YouTube') {
      const id = new URL(embed).pathname.split('/').at(-1) ?? '';
      return { source: 'youtube', id, thumbnail: `https://i.ytimg.com/vi/${id}/mqdefault.jpg` };
    }
    if (provider === 'Vimeo') return { source: 'vimeo' };
  }
  return isMp4Url(url) ? { source: 'mp4' } : null;
}
