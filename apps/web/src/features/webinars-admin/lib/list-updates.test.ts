import { describe, expect, it } from 'vitest';

import type { Webinar } from '@app/shared';

import {
  addWebinar,
  matchesFilters,
  removeWebinar,
  replaceWebinar,
  type WebinarList,
  type WebinarListParams,
} from './list-updates.ts';

function webinar(n: number, over: Partial<Webinar> = {}): Webinar {
  return {
    _id: `65f0000000000000000000${String(n).padStart(2, '0')}`,
    webinarCode: `webinar-${n}`,
    title: `Webinar ${n}`,
    description: '',
    speakers: [],
    startTime: '2026-03-01T12:30:00.000Z',
    durationMinutes: 60,
    endTime: '2026-03-01T13:30:00.000Z',
    joinLink: 'https://meet.example.com/x',
    coverImage: null,
    registrationOpen: true,
    capacity: null,
    certificateEnabled: true,
    certificateSignatory: '',
    certificateSignatoryTitle: '',
    certificateStatus: 'not_sent',
    status: 'upcoming',
    counts: { registered: 0, attended: 0, certificatesSent: 0, certificatesFailed: 0 },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

function page(items: Webinar[], currentPage: number, totalItems: number, size = 2): WebinarList {
  return {
    webinars: items,
    pagination: {
      currentPage,
      itemsPerPage: size,
      totalItems,
      totalPages: Math.ceil(totalItems / size),
    },
  };
}

const ALL: WebinarListParams = { page: 1, limit: 2, search: '', status: '' };

describe('webinar list rules (product.md §4)', () => {
  it('create adds to the top of the first page and counts one more', () => {
    const next = addWebinar(page([webinar(1), webinar(2)], 1, 3), ALL, webinar(9));
    expect(next.webinars.map((w) => w.webinarCode)).toEqual(['webinar-9', 'webinar-1']);
    expect(next.pagination).toMatchObject({ totalItems: 4, totalPages: 2 });
  });

  it('create leaves later pages and non-matching lists as they are, except the count', () => {
    const later = addWebinar(page([webinar(3)], 2, 3), { ...ALL, page: 2 }, webinar(9));
    expect(later.webinars.map((w) => w.webinarCode)).toEqual(['webinar-3']);
    expect(later.pagination.totalItems).toBe(4);

    const past = page([webinar(1, { status: 'past' })], 1, 1);
    expect(addWebinar(past, { ...ALL, status: 'past' }, webinar(9))).toBe(past);
    expect(addWebinar(past, { ...ALL, search: 'python' }, webinar(9))).toBe(past);
  });

  it('create does not add the same webinar twice', () => {
    const list = page([webinar(9)], 1, 1);
    expect(addWebinar(list, ALL, webinar(9))).toBe(list);
  });

  it('update replaces by webinarCode, even when the update changed the code', () => {
    const list = page([webinar(1), webinar(2)], 1, 2);
    const renamed = webinar(2, { webinarCode: 'new-code', title: 'Renamed' });
    const next = replaceWebinar(list, 'webinar-2', renamed);
    expect(next.webinars.map((w) => w.title)).toEqual(['Webinar 1', 'Renamed']);
    expect(next.pagination).toEqual(list.pagination);
    expect(replaceWebinar(list, 'absent', renamed)).toBe(list);
  });

  it('delete removes it and counts one fewer; pages without it are untouched', () => {
    const list = page([webinar(1), webinar(2)], 1, 3);
    const next = removeWebinar(list, webinar(1)._id);
    expect(next.webinars.map((w) => w.webinarCode)).toEqual(['webinar-2']);
    expect(next.pagination).toMatchObject({ totalItems: 2, totalPages: 1 });
    expect(removeWebinar(list, webinar(7)._id)).toBe(list);
  });

  it('filters match on status and on title or code text', () => {
    expect(matchesFilters({ ...ALL, search: 'WEBINAR 1' }, webinar(1))).toBe(true);
    expect(matchesFilters({ ...ALL, search: 'webinar-1' }, webinar(1))).toBe(true);
    expect(matchesFilters({ ...ALL, search: 'react' }, webinar(1))).toBe(false);
    expect(matchesFilters({ ...ALL, status: 'live' }, webinar(1))).toBe(false);
  });
});
