import { describe, expect, it } from 'vitest';

import { ZWhizzBody, ZWhizzUpdateBody } from '@app/shared';

import {
  changedFields,
  emptyWhizzValues,
  scheduleLabel,
  toBody,
  type WhizzFormValues,
} from './whizz-form.ts';

const saved: WhizzFormValues = {
  title: 'Arrays quiz',
  description: 'Week 3',
  isPublic: false,
  duration: { value: 30, unit: 'minutes' },
  attemptMinutes: null,
  startDate: '2026-03-01T04:00:00.000Z',
  totalScore: 50,
  batches: [{ batchId: 'a'.repeat(24), isActive: true }],
  questions: [{ questionId: 'b'.repeat(24), type: 'MCQ' }],
};

describe('changedFields', () => {
  it('is empty when nothing changed, even when the start is written in IST', () => {
    expect(changedFields(saved, { ...saved, startDate: '2026-03-01T09:30:00+05:30' })).toEqual({});
  });

  it('sends only the changed fields, and they pass the update schema', () => {
    const patch = changedFields(saved, {
      ...saved,
      title: '  Arrays quiz 2 ',
      questions: [...saved.questions, { questionId: 'c'.repeat(24), type: 'FillInTheBlank' }],
    });
    expect(patch).toEqual({
      title: 'Arrays quiz 2',
      questions: [
        { questionId: 'b'.repeat(24), type: 'MCQ' },
        { questionId: 'c'.repeat(24), type: 'FillInTheBlank' },
      ],
    });
    expect(ZWhizzUpdateBody.safeParse(patch).success).toBe(true);
  });

  it('sends the batches along when internal/external changes', () => {
    expect(changedFields(saved, { ...saved, isPublic: true })).toEqual({
      isPublic: true,
      batches: saved.batches,
    });
  });

  it('notices a reorder and a batch toggle', () => {
    const two = {
      ...saved,
      questions: [...saved.questions, { questionId: 'x', type: 'MCQ' as const }],
    };
    const patch = changedFields(two, {
      ...two,
      questions: [...two.questions].reverse(),
      batches: [{ batchId: 'a'.repeat(24), isActive: false }],
    });
    expect(Object.keys(patch).sort()).toEqual(['batches', 'questions']);
  });
});

describe('the per-attempt time limit', () => {
  it('is sent when set, changed or removed (null), and checked against the window', () => {
    expect(changedFields(saved, { ...saved, attemptMinutes: 20 })).toEqual({ attemptMinutes: 20 });
    expect(changedFields({ ...saved, attemptMinutes: 20 }, saved)).toEqual({
      attemptMinutes: null,
    });
    expect(ZWhizzUpdateBody.safeParse({ attemptMinutes: null }).success).toBe(true);
    const issues = (minutes: number) =>
      ZWhizzBody.safeParse(toBody({ ...saved, attemptMinutes: minutes })).error?.issues.map((i) => [
        i.path.join('.'),
        i.message,
      ]) ?? [];
    expect(issues(20)).toEqual([]);
    expect(issues(4)).toEqual([['attemptMinutes', 'Time limit must be 5-600 minutes']]);
    expect(issues(45)).toEqual([
      ['attemptMinutes', 'The time limit cannot be longer than the quiz is open'],
    ]);
    expect(scheduleLabel({ duration: { value: 48, unit: 'hours' }, attemptMinutes: 20 })).toBe(
      '48 hours · 20 min each',
    );
  });
});

describe('form values', () => {
  it('a filled new form passes ZWhizzBody; an empty one shows the spec messages', () => {
    const empty = ZWhizzBody.safeParse(toBody(emptyWhizzValues()));
    expect(empty.success).toBe(false);
    const messages = empty.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Title must be 3-50 characters');
    expect(messages).toContain('Description is required');
    expect(messages).toContain('Add at least one batch');
    expect(messages).toContain('Add at least one question');
    expect(ZWhizzBody.safeParse(toBody(saved)).success).toBe(true);
  });
});
