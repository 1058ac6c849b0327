import { describe, expect, it } from 'vitest';

import { DEFAULT_QUESTION_DIFFICULTY, ZCodingProblemBody, ZFibBody, ZMcqBody } from '@app/shared';

import { csvField, csvTemplate } from './csv-template.ts';
import { changedFields, newCodingValues, newFibValues, newMcqValues } from './form-values.ts';

describe('question form values', () => {
  it('a new form fails with the spec messages, first issue first', () => {
    const fib = ZFibBody.safeParse({ ...newFibValues(), points: Number.NaN });
    expect(fib.error?.issues[0]?.message).toBe('Question is required');
    const mcq = ZMcqBody.safeParse(newMcqValues());
    expect(mcq.error?.issues.map((i) => i.message)).toContain('Add at least one tag');
    const coding = ZCodingProblemBody.safeParse(newCodingValues());
    const messages = coding.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Add at least one boilerplate');
    expect(messages).toContain('Add at least one solution');
  });

  it('every new question starts at the one shared difficulty', () => {
    for (const values of [newMcqValues(), newFibValues(), newCodingValues()]) {
      expect(values.difficulty).toBe(DEFAULT_QUESTION_DIFFICULTY);
    }
  });

  it('changedFields keeps only what differs', () => {
    const before = { title: 'A', tags: ['x'], points: 1 };
    expect(changedFields(before, { ...before })).toEqual({});
    expect(changedFields(before, { ...before, tags: ['x', 'y'] })).toEqual({ tags: ['x', 'y'] });
  });

  it('csv templates quote what needs quoting and match the import header', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvTemplate('fib').split('\r\n')[0]).toBe(
      'question,correctAnswer,points,difficulty,tags',
    );
    expect(csvTemplate('mcq').split('\r\n')).toHaveLength(3);
  });
});
