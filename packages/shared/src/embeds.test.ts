import { describe, expect, it } from 'vitest';

import { EMBED_FRAME_ORIGINS, embedProviderOf, videoEmbedUrl } from './embeds.ts';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const VIMEO = 'https://player.vimeo.com/video/76979871';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', YT],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://youtu.be/dQw4w9WgXcQ', YT],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc&t=10', YT],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', YT],
    ['https://youtube.com/live/dQw4w9WgXcQ?feature=share', YT],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', YT],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', YT],
    ['  https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ  ', YT],
    ['https://vimeo.com/76979871', VIMEO],
    ['https://www.vimeo.com/channels/staffpicks/76979871', VIMEO],
    ['https://player.vimeo.com/video/76979871', VIMEO],
    ['https://vimeo.com/76979871/0a1b2c3d4e', `${VIMEO}?h=0a1b2c3d4e`],
    ['https://player.vimeo.com/video/76979871?h=0a1b2c3d4e&badge=0', `${VIMEO}?h=0a1b2c3d4e`],
  ])('embeds %s', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/@kodeschool',
    'https://www.youtube.com/watch?v=<script>',
    'https://youtu.be/',
    'https://vimeo.com/kodeschool',
    'https://player.vimeo.com/api/player.js',
    'https://cdn.example.com/intro.mp4',
    'https://drive.google.com/file/d/abc/view',
    'https://evil.com/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
    '',
    null,
  ])('offers no player for %s', (link) => {
    expect(videoEmbedUrl(link)).toBeNull();
  });

  it('only ever builds players from origins the CSP frame-src allows', () => {
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const embed = videoEmbedUrl(link)!;
      expect(EMBED_FRAME_ORIGINS).toContain(new URL(embed).origin);
      expect(embedProviderOf(embed)?.name).toBeTruthy();
    }
    expect(EMBED_FRAME_ORIGINS).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
    ]);
    expect(embedProviderOf('https://evil.example/embed/x')).toBeNull();
  });
});
