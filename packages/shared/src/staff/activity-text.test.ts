import { describe, expect, it } from 'vitest';

import {
  activityActionLabel,
  activityEntityLabel,
  activityLine,
  activityNameFromChanges,
  describeActivity,
} from './activity-text.ts';

const line = (action: string, entity: string, entityName: string | null, changes = {}) =>
  activityLine({ action, entity, entityName, changes });

describe('activity lines', () => {
  it('say what was done to which record, by its name', () => {
    expect(line('coding.create', 'coding_problem', 'Fibonacci')).toBe(
      'Created coding problem “Fibonacci”',
    );
    expect(line('fib.delete', 'fill_in_the_blank', 'Reverse a string')).toBe(
      'Deleted fill-in-the-blank question “Reverse a string”',
    );
    expect(line('payment.refund', 'payment', '₹30,625 from Asha Rao')).toBe(
      'Marked payment of ₹30,625 from Asha Rao as refunded',
    );
    expect(line('payment.approve', 'payment', '₹500 from Ravi')).toBe(
      'Approved payment of ₹500 from Ravi',
    );
    expect(line('ban.create', 'ban', 'Asha Rao')).toBe('Banned Asha Rao');
    expect(line('ban.lift', 'ban', null)).toBe('Lifted the ban on someone');
    expect(line('callback.update', 'callback', 'Ravi Kumar')).toBe(
      'Updated callback request from Ravi Kumar',
    );
  });

  it('read changes that matter: a switch, a new role, a count', () => {
    const off = { isActive: { before: true, after: false } };
    expect(line('batch.status', 'batch', 'Jan 2026', off)).toBe('Deactivated batch “Jan 2026”');
    expect(line('user.update', 'user', 'Asha Rao', off)).toBe('Deactivated user Asha Rao');
    expect(
      line('user.role_change', 'user', 'Asha Rao', {
        role: { before: 'student', after: 'mentor' },
      }),
    ).toBe('Changed the role of Asha Rao to Mentor');
    expect(line('mcq.import', 'mcq', null, { created: { before: null, after: 1 } })).toBe(
      'Imported 1 MCQ from a CSV file',
    );
    expect(
      line('webinar.email.send', 'webinar', 'Intro to DSA', { total: { before: null, after: 40 } }),
    ).toBe('Sent an e-mail to 40 people about webinar “Intro to DSA”');
  });

  it('without a name, the kind of record alone; an unknown action still reads', () => {
    expect(line('coding.update', 'coding_problem', null)).toBe('Updated coding problem');
    expect(line('test.boundary', 'course', null)).toBe('Test boundary on course');
    expect(
      describeActivity({
        action: 'home.update',
        entity: 'site_content',
        entityName: 'Home',
        changes: {},
      }),
    ).toEqual({
      lead: 'Updated the home page',
      subject: '',
      tail: '',
    });
  });

  it('finds a name in the entry itself', () => {
    expect(
      activityNameFromChanges('course', 'c1', { title: { before: 'Old', after: 'New' } }),
    ).toBe('New');
    expect(
      activityNameFromChanges('course', 'c1', { title: { before: 'Gone', after: null } }),
    ).toBe('Gone');
    expect(activityNameFromChanges('site_content', 'page:terms', {})).toBe('Terms of use');
    expect(activityNameFromChanges('payment', 'p1', {})).toBeNull();
    const long = 'x'.repeat(100);
    expect(
      activityNameFromChanges('mcq', 'm1', { question: { before: null, after: long } }),
    ).toHaveLength(60);
  });

  it('labels the filters', () => {
    expect(activityActionLabel('coding.create')).toBe('Created coding problem');
    expect(activityActionLabel('fib.status')).toBe(
      'Changed the status of fill-in-the-blank question',
    );
    expect(activityActionLabel('payment.refund')).toBe('Marked payment as refunded');
    expect(activityActionLabel('user.role_change')).toBe('Changed the role of a user');
    expect(activityActionLabel('course.announcement.delete')).toBe('Deleted announcement');
    expect(activityEntityLabel('fill_in_the_blank')).toBe('Fill-in-the-blank question');
    expect(activityEntityLabel('widget_thing')).toBe('Widget thing');
  });
});
