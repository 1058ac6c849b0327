import { describe, expect, it } from 'vitest';

import { buildUtmUrl } from '@app/shared';

import { previewParts } from './utm-url.ts';

const ORIGIN = 'https://kodeschool.test';
const joined = ({ base, params }: ReturnType<typeof previewParts>) =>
  base + params.map((p, i) => `${i === 0 ? '?' : '&'}${p.key}=${p.value}`).join('');

describe('previewParts (the UTM builder preview)', () => {
  it('shows the required parameters as placeholders and leaves empty optional ones out', () => {
    const parts = previewParts({ path: '/kodr', source: '', medium: ' ', term: '' }, ORIGIN);
    expect(parts.base).toBe('https://kodeschool.test/kodr');
    expect(parts.params).toEqual([
      { key: 'utm_source', value: 'source', isPlaceholder: true },
      { key: 'utm_medium', value: 'medium', isPlaceholder: true },
      { key: 'utm_campaign', value: 'campaign', isPlaceholder: true },
    ]);
  });

  it('spells the URL exactly as the saved link will be, minus its utm_id', () => {
    const values = {
      path: '/courses',
      source: 'google',
      medium: 'cpc',
      campaign: 'dsa+java~2026',
      term: 'learn_dsa',
      content: 'ad-1',
    };
    const saved = buildUtmUrl(ORIGIN, { ...values, _id: 'abc' });
    expect(joined(previewParts(values, ORIGIN))).toBe(saved.replace('&utm_id=abc', ''));
    expect(joined(previewParts(values, ORIGIN))).not.toContain('utm_id');
  });

  it('falls back to the home page when no page is picked', () => {
    expect(previewParts({}, ORIGIN).base).toBe('https://kodeschool.test/');
  });
});
