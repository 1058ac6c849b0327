import { describe, expect, it } from 'vitest';

import { formatPaise, humanize, personName, phoneText } from './format.ts';
import { istInputOf, istInputToIso } from './ist-datetime.ts';

describe('staff formats', () => {
  it('names and phones', () => {
    expect(personName({ name: { firstName: 'Asha', lastName: 'Rao' } })).toBe('Asha Rao');
    expect(personName({ name: { firstName: '', lastName: '' } })).toBe('Unnamed user');
    expect(phoneText({ code: '+91', number: '9876500001' })).toBe('+91 98765 00001');
    expect(phoneText(null)).toBeNull();
  });

  it('rupees from paise and readable words', () => {
    expect(formatPaise(1_234_500)).toBe('₹12,345');
    expect(formatPaise(99_950)).toBe('₹999.50');
    expect(humanize('webinar_registration')).toBe('Webinar registration');
    expect(humanize('isActive')).toBe('Is active');
    expect(humanize('user.role_change')).toBe('User role change');
  });

  it('reads a datetime-local value as India time', () => {
    expect(istInputToIso('2030-01-05T18:30')).toBe('2030-01-05T18:30:00+05:30');
    expect(istInputToIso('2030-01-05')).toBe('');
    expect(istInputOf(Date.parse('2030-01-05T13:00:00Z'))).toBe('2030-01-05T18:30');
  });
});
