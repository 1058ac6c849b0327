import { describe, expect, it } from 'vitest';

import { subscribeMessage, watchedFraction, withPlayerApi } from './watch-progress.ts';

describe('watch progress from player messages', () => {
  it('YouTube: duration once, then current times', () => {
    const state = { duration: 0 };
    expect(
      watchedFraction(
        'youtube',
        JSON.stringify({ event: 'infoDelivery', info: { currentTime: 5 } }),
        state,
      ),
    ).toBeNull();
    expect(
      watchedFraction(
        'youtube',
        JSON.stringify({ event: 'initialDelivery', info: { duration: 200 } }),
        state,
      ),
    ).toBeNull();
    expect(
      watchedFraction(
        'youtube',
        JSON.stringify({ event: 'infoDelivery', info: { currentTime: 180 } }),
        state,
      ),
    ).toBe(0.9);
    expect(watchedFraction('youtube', 'not json', state)).toBeNull();
    expect(watchedFraction('youtube', { event: 'onStateChange', info: 1 }, state)).toBeNull();
  });

  it('Vimeo: timeupdate percent, or seconds over duration', () => {
    const state = { duration: 0 };
    expect(watchedFraction('vimeo', { event: 'timeupdate', data: { percent: 0.42 } }, state)).toBe(
      0.42,
    );
    expect(
      watchedFraction(
        'vimeo',
        JSON.stringify({ event: 'timeupdate', data: { seconds: 50, duration: 100 } }),
        state,
      ),
    ).toBe(0.5);
    expect(watchedFraction('vimeo', { event: 'ready' }, state)).toBeNull();
    expect(watchedFraction('vimeo', null, state)).toBeNull();
  });

  it('asks each player for its reports', () => {
    expect(JSON.parse(subscribeMessage('youtube'))).toMatchObject({ event: 'listening' });
    expect(JSON.parse(subscribeMessage('vimeo'))).toEqual({
      method: 'addEventListener',
      value: 'timeupdate',
    });
    expect(
      withPlayerApi(
        'https://www.youtube-nocookie.com/embed/abc123',
        'youtube',
        'https://kode.school',
      ),
    ).toBe(
      'https://www.youtube-nocookie.com/embed/abc123?enablejsapi=1&origin=https%3A%2F%2Fkode.school&rel=0',
    );
    expect(withPlayerApi('https://player.vimeo.com/video/1?h=ab12cd', 'vimeo', 'x')).toBe(
      'https://player.vimeo.com/video/1?h=ab12cd&api=1&rel=0',
    );
  });
});
