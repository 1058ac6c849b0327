import { describe, expect, it } from 'vitest';

import { ZWebinarBody } from '@app/shared';

import { insertAtCaret } from './placeholders.ts';
import {
  changedWebinarFields,
  emptyWebinarValues,
  suggestWebinarCode,
  toWebinarBody,
  type WebinarFormValues,
} from './webinar-form.ts';

function filled(): WebinarFormValues {
  return {
    ...emptyWebinarValues(new Date('2026-02-01T10:00:00Z')),
    webinarCode: 'react-hooks-101',
    title: ' React Hooks 101 ',
    joinLink: 'https://meet.google.com/abc-defg-hij',
    speakers: [{ name: ' Asha Rao ', title: 'Engineer' }],
  };
}

describe('webinar form values', () => {
  it('a new form starts tomorrow at 18:00 IST for an hour, open, no limit, certificates on', () => {
    const v = emptyWebinarValues(new Date('2026-02-01T20:00:00Z')); // 2 Feb 01:30 IST
    expect(v.startTime).toBe('2026-02-03T18:00:00+05:30');
    expect(v).toMatchObject({ durationMinutes: 60, registrationOpen: true, capacity: null });
    expect(v.certificateEnabled).toBe(true);
  });

  it('the body is trimmed, has no cover as null, and passes the shared schema', () => {
    const body = toWebinarBody(filled());
    expect(body.title).toBe('React Hooks 101');
    expect(body.speakers).toEqual([{ name: 'Asha Rao', title: 'Engineer' }]);
    expect(body.coverImage).toBeNull();
    expect(ZWebinarBody.safeParse(body).success).toBe(true);
  });

  it('an uploaded cover image path passes the shared schema', () => {
    const body = toWebinarBody({
      ...filled(),
      coverImage: '/api/v1/files/65f000000000000000000001',
    });
    expect(ZWebinarBody.safeParse(body).success).toBe(true);
    const bad = toWebinarBody({ ...filled(), coverImage: 'javascript:alert(1)' });
    expect(ZWebinarBody.safeParse(bad).success).toBe(false);
  });

  it('an edit sends only what changed; the same instant written otherwise is no change', () => {
    const saved = { ...filled(), startTime: '2026-03-01T13:00:00.000Z' };
    expect(
      changedWebinarFields(saved, { ...saved, startTime: '2026-03-01T18:30:00+05:30' }),
    ).toEqual({});
    expect(
      changedWebinarFields(saved, { ...saved, capacity: 50, title: 'New title', coverImage: '' }),
    ).toEqual({ capacity: 50, title: 'New title' });
    expect(changedWebinarFields(saved, { ...saved, speakers: [] })).toEqual({ speakers: [] });
  });

  it('suggests a valid code from the title', () => {
    expect(suggestWebinarCode('React Hooks 101!')).toBe('react-hooks-101');
    expect(suggestWebinarCode('  Déjà vu: CSS -- Grid  ')).toBe('deja-vu-css-grid');
    expect(suggestWebinarCode('AI')).toBe('');
    const long = suggestWebinarCode('word '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('placeholder insertion', () => {
  it('inserts at the caret, replaces a selection, and appends without a caret', () => {
    expect(insertAtCaret('Hi ,', '{name}', 3, 3)).toEqual({ text: 'Hi {name},', caret: 9 });
    expect(insertAtCaret('Hi you!', '{name}', 3, 6)).toEqual({ text: 'Hi {name}!', caret: 9 });
    expect(insertAtCaret('Join: ', '{joinLink}', null, null)).toEqual({
      text: 'Join: {joinLink}',
      caret: 16,
    });
    expect(insertAtCaret('ab', '{x}', 99, 99).text).toBe('ab{x}');
  });
});
