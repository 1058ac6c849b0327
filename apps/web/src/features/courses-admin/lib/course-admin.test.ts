import { describe, expect, it } from 'vitest';

import { COURSES_MSG, ZCourseBody, ZCourseModulesBody, type Course } from '@app/shared';

import { courseToValues, newCourseValues } from './course-form.ts';
import { formatMinutes, modulesToValues, toMinutes } from './modules-form.ts';
import { livePrice } from './pricing.ts';

const course: Course = {
  _id: 'a'.repeat(24),
  title: 'Cloud Native Java',
  price: 45999,
  discountPercentage: 12.5,
  finalPrice: 40249.13,
  type: 'hybrid',
  duration_weeks: 16,
  state: 'published',
  instructors: [{ _id: 'b'.repeat(24), name: 'Priya Iyer' }],
  batchCount: 2,
  studentCount: 5,
  discord_access: true,
  metaData: {
    language: 'English',
    thumbnail: 'https://example.com/t.png',
    certificate: true,
    description: 'Spring and Kubernetes',
    requirements: ['Java basics'],
    outcomes: ['Deploy a service'],
    content: [{ title: 'Spring', content: ['Beans', 'Boot'] }],
    displayVideo: '',
    techStack: ['Java'],
    features: ['Mentors'],
    faqs: [{ question: 'Q?', answer: 'A.' }],
    category: ['Backend'],
    difficulty: 'Advanced',
    displayTags: ['New'],
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('course form values', () => {
  it('a saved course round-trips through the shared body schema unchanged', () => {
    const values = courseToValues(course);
    const parsed = ZCourseBody.parse(values);
    expect(parsed).toMatchObject({
      title: course.title,
      price: 45999,
      discountPercentage: 12.5,
      instructors: ['b'.repeat(24)],
      metaData: course.metaData,
    });
  });

  it('copies the lists, so editing never touches the cached course', () => {
    const values = courseToValues(course);
    values.metaData.outcomes.push('x');
    values.metaData.content[0]!.content.push('y');
    expect(course.metaData.outcomes).toEqual(['Deploy a service']);
    expect(course.metaData.content[0]!.content).toEqual(['Beans', 'Boot']);
  });

  it("a blank new course fails with the spec's messages for title, price and duration", () => {
    const result = ZCourseBody.safeParse({ ...newCourseValues(), price: Number.NaN });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages.title).toBe(COURSES_MSG.titleRequired);
    expect(messages.price).toBe(COURSES_MSG.priceRequired);
    expect(messages.duration_weeks).toBe(COURSES_MSG.durationInvalid);
  });
});

describe('live final price', () => {
  it('follows the API rule, whole rupees (12.5 % of 45,999 → 40,249)', () => {
    expect(livePrice(45999, 12.5)).toEqual({
      price: 45999,
      discount: 12.5,
      finalPrice: 40249,
      saving: 5750,
    });
    expect(livePrice(1000, 100)?.finalPrice).toBe(0);
  });

  it('shows nothing for inputs the schema refuses', () => {
    expect(livePrice(Number.NaN, 0)).toBeNull();
    expect(livePrice(99.5, 0)).toBeNull();
    expect(livePrice(1000, 101)).toBeNull();
    expect(livePrice(1000, 12.345)).toBeNull();
    expect(livePrice('1000', 0)).toBeNull();
  });
});

describe('modules form', () => {
  it('orders modules by their order and keeps only the editable fields', () => {
    const values = modulesToValues([
      { _id: '2', title: 'B', description: '', order: 2, unlockDay: 7, lessons: [] },
      {
        _id: '1',
        title: 'A',
        description: 'd',
        order: 1,
        unlockDay: null,
        lessons: [
          {
            _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
            title: 'L',
            durationMinutes: 5,
            isPreview: true,
            kind: 'video',
            videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
            body: 'Notes',
            resources: [{ title: 'Docs', url: 'https://example.com' }],
            problemId: null,
          },
        ],
      },
    ]);
    expect(values.modules.map((m) => m.title)).toEqual(['A', 'B']);
    // the lesson keeps its id (students' progress follows it) and its content
    expect(values.modules[0]!.lessons[0]).toMatchObject({
      _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      body: 'Notes',
    });
    expect(ZCourseModulesBody.parse(values)).toEqual(values);
  });

  it('reads minutes (empty is 0) and shows totals', () => {
    expect(toMinutes('')).toBe(0);
    expect(toMinutes(' 45 ')).toBe(45);
    expect(Number.isNaN(toMinutes('abc'))).toBe(true);
    expect(formatMinutes(0)).toBe('');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(95)).toBe('1 h 35 min');
  });
});
