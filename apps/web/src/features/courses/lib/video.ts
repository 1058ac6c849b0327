/**
 * The display video as something an <iframe> can show: YouTube watch/short/youtu.be links and
 * Vimeo pages become their embed URLs; an URL that already is an embed is kept. Anything else
 * (an .mp4, a Drive link…) returns null and is offered as a plain link instead.
 */
export function videoEmbedUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const youtube = (id: string | null | undefined) =>
    id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;

  if (host === 'youtu.be') return youtube(url.pathname.split('/')[1]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') return youtube(url.searchParams.get('v'));
    if (first === 'embed' || first === 'shorts' || first === 'live') return youtube(second);
    return null;
  }
  if (host === 'vimeo.com') {
    const id = url.pathname.split('/')[1];
    return id && /^\d+$/.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  }
  if (host === 'player.vimeo.com' && url.pathname.startsWith('/video/')) return url.toString();
  return null;
}

/** Only http(s) links are rendered as links; anything else (javascript:, data:) is dropped. */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
