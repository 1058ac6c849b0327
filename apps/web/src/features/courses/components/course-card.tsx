import { ArrowRight, ChartNoAxesColumnIncreasing, Clock, Globe } from 'lucide-react';
import { Link } from 'react-router';

import type { Course } from '@app/shared';

import { CourseThumbnail } from '@/components/site/course-thumbnail';

import { courseDurationText, coursePricing } from '../lib/course-display.ts';
import { PriceTag } from './price-tag.tsx';

/** One course in the catalogue; the whole card links to the course page. */
export function CourseCard({ course }: { course: Course }) {
  const { metaData } = course;
  const tags = metaData.displayTags.slice(0, 3);
  const duration = courseDurationText(course);

  return (
    <article
      data-testid="course-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition duration-200 focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-pop"
    >
      <div className="relative">
        <CourseThumbnail title={course.title} thumbnail={metaData.thumbnail} />
        {tags.length > 0 && (
          <ul
            role="list"
            aria-label="Tags"
            className="absolute top-3 left-3 flex flex-wrap gap-1.5"
          >
            {tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-brand-800 shadow-sm backdrop-blur"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">
          {metaData.category[0] ?? course.type}
        </p>
        <h3 className="mt-2 text-lg leading-snug font-bold break-words text-slate-900">
          <Link
            to={`/courses/${course._id}`}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {course.title}
          </Link>
        </h3>
        <ul
          role="list"
          className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-600"
          aria-label="Course facts"
        >
          <li className="inline-flex items-center gap-1.5" data-testid="course-card-difficulty">
            <ChartNoAxesColumnIncreasing className="size-4 text-brand-700" aria-hidden="true" />
            <span className="sr-only">Difficulty: </span>
            {metaData.difficulty}
          </li>
          {duration && (
            <li className="inline-flex items-center gap-1.5">
              <Clock className="size-4 text-brand-700" aria-hidden="true" />
              <span className="sr-only">Duration: </span>
              {duration}
            </li>
          )}
          <li className="inline-flex items-center gap-1.5">
            <Globe className="size-4 text-brand-700" aria-hidden="true" />
            <span className="sr-only">Language: </span>
            {metaData.language}
          </li>
        </ul>
        <div className="flex-1 pb-5" />
        <div className="flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <PriceTag pricing={coursePricing(course)} testId="course-card-price" />
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-brand-800"
          >
            View
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
