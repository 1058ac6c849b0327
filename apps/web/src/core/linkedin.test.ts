import { describe, expect, it } from 'vitest';

import { linkedInAddToProfileUrl, linkedInShareUrl } from './linkedin.ts';

describe('LinkedIn links', () => {
  it('shares the verification page, encoded', () => {
    expect(linkedInShareUrl('https://kodeschool.in/certificates/ABCD-EFGH-JKLM')).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fkodeschool.in%2Fcertificates%2FABCD-EFGH-JKLM',
    );
  });

  it('prefills the add-to-profile form', () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: 'Full Stack Web Development & DSA',
        issuedAt: '2026-11-28T05:00:00.000Z',
        pageUrl: 'https://kodeschool.in/certificates/ABCD-EFGH-JKLM',
        code: 'ABCD-EFGH-JKLM',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Full Stack Web Development & DSA',
      organizationName: 'KodeSchool',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: 'https://kodeschool.in/certificates/ABCD-EFGH-JKLM',
      certId: 'ABCD-EFGH-JKLM',
    });
  });
});
