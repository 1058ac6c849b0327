import { describe, expect, it } from 'vitest';

import { buildUrl, pathOf } from './url.ts';

describe('buildUrl', () => {
  it('repeats array values and skips undefined, null and empty strings', () => {
    const url = buildUrl('/api/v1/admin', '/kodr', {
      callStatus: ['picked', 'notpicked'],
      page: 1,
      active: false,
      search: '',
      email: undefined,
      contact: null,
    });
    expect(url).toBe(
      '/api/v1/admin/kodr?callStatus=picked&callStatus=notpicked&page=1&active=false',
    );
  });

  it('encodes values and leaves the url bare without a query', () => {
    expect(buildUrl('/api/v1', '/courses', { search: 'a&b c' })).toBe(
      '/api/v1/courses?search=a%26b+c',
    );
    expect(buildUrl('/api/v1', '/users/me', {})).toBe('/api/v1/users/me');
    expect(buildUrl('/api/v1', 'users/me')).toBe('/api/v1/users/me');
  });

  it('appends to a path that already has a query', () => {
    expect(buildUrl('/api/v1', '/courses?sort=new', { page: 2 })).toBe(
      '/api/v1/courses?sort=new&page=2',
    );
  });
});

describe('pathOf', () => {
  it('drops the query so its values do not count as path', () => {
    expect(pathOf('/api/v1/search?q=/admin/x')).toBe('/api/v1/search');
  });
});
