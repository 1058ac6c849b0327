/**
 * Every outside player the product embeds, in one list: the web builds its <iframe> URLs from
 * it (videoEmbedUrl) and the API builds the Content-Security-Policy's frame-src from it
 * (EMBED_FRAME_ORIGINS), so a provider cannot be offered on one side and refused on the other.
 * A new provider is one entry here with its URL forms and the origins its player loads from.
 */
export type EmbedProvider = {
  name: string;
  /** Hosts of the links people paste (www. and m. are ignored). */
  hosts: readonly string[];
  /** Origins our iframes load the player from (CSP frame-src). */
  frameOrigins: readonly string[];
  /** The player URL for a pasted link of this provider, or null when it is not a video link. */
  toEmbed: (url: URL, host: string) => string | null;
};

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

const youtubeEmbed = (id: string | null | undefined) =>
  id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
function vimeoEmbed(id: string | undefined, hash?: string | null): string | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  const player = `https://player.vimeo.com/video/${id}`;
  return hash && VIMEO_HASH.test(hash) ? `${player}?h=${hash}` : player;
}

export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  {
    name: 'YouTube',
    hosts: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'],
    // The privacy-enhanced player we embed, and the main host its consent pages may redirect to.
    frameOrigins: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
    toEmbed(url, host) {
      const [, first, second] = url.pathname.split('/');
      if (host === 'youtu.be') return youtubeEmbed(first);
      if (first === 'watch') return youtubeEmbed(url.searchParams.get('v'));
      if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') {
        return youtubeEmbed(second);
      }
      return null;
    },
  },
  {
    name: 'Vimeo',
    hosts: ['vimeo.com', 'player.vimeo.com'],
    frameOrigins: ['https://player.vimeo.com'],
    toEmbed(url, host) {
      const parts = url.pathname.split('/').filter(Boolean);
      if (host === 'player.vimeo.com') {
        return parts[0] === 'video' ? vimeoEmbed(parts[1], url.searchParams.get('h')) : null;
      }
      // vimeo.com/76979871, /channels/staffpicks/76979871, /showcase/1/video/2, and an unlisted
      // video's vimeo.com/76979871/0a1b2c3d4e (its hash goes to the player as ?h=).
      const last = parts.at(-1);
      const beforeLast = parts.at(-2);
      if (last && VIMEO_ID.test(last)) return vimeoEmbed(last);
      if (last && beforeLast && VIMEO_ID.test(beforeLast) && VIMEO_HASH.test(last)) {
        return vimeoEmbed(beforeLast, last);
      }
      return null;
    },
  },
];

/** The CSP frame-src origins of every embed provider. */
export const EMBED_FRAME_ORIGINS: readonly string[] = [
  ...new Set(EMBED_PROVIDERS.flatMap((p) => p.frameOrigins)),
];

/**
 * A pasted video link as the URL an <iframe> shows: YouTube watch, youtu.be, /shorts/, /live/
 * and /embed/ links and Vimeo pages become their players (YouTube's privacy-enhanced
 * youtube-nocookie.com one). Anything else (an .mp4, a Drive link, javascript:) returns null and
 * is offered as a plain link instead.
 */
export function videoEmbedUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const provider = EMBED_PROVIDERS.find((p) => p.hosts.includes(host));
  return provider ? provider.toEmbed(url, host) : null;
}

/** The provider whose player an embed URL loads, by its origin (null: none we offer). */
export function embedProviderOf(embedUrl: string): EmbedProvider | null {
  let origin: string;
  try {
    origin = new URL(embedUrl).origin;
  } catch {
    return null;
  }
  return EMBED_PROVIDERS.find((p) => p.frameOrigins.includes(origin)) ?? null;
}
