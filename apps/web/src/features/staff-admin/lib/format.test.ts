import { describe, expect, it } from 'vitest';

import { humanize, personName, phoneText } from './format.ts';

describe('staff formats', () => {
  it('names and phones', () => {
    expect(personName({ name: { firstName: 'Asha', lastName: 'Rao' } })).toBe('Asha Rao');
    expect(personName({ name: { firstName: '', lastName: '' } })).toBe('Unnamed user');
    expect(phoneText({ code: '+91', number: '9876500001' })).toBe('+91 98765 00001');
    expect(phoneText(null)).toBeNull();
  });

  it('readable words', () => {
    expect(humanize('webinar_registration')).toBe('Webinar registration');
    expect(humanize('isActive')).toBe('Is active');
    expect(humanize('user.role_change')).toBe('User role change');
  });
});
