import { clsx } from 'clsx';
import { ArrowRight, ChartNoAxesColumnIncreasing, Clock } from 'lucide-react';
import { useId } from 'react';

import type { HomeContent } from '@app/shared';

import { band, largeCardColumns, shell } from './layout.ts';
import { SectionHeading } from './section-heading.tsx';
import { SiteLink } from './site-link.tsx';

type HomeCoursesProps = { courses: HomeContent['featuredCourses'] };

export function HomeCourses({ courses }: HomeCoursesProps) {
  const titleId = useId();
  if (courses.items.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={clsx('border-y border-slate-200 bg-white', band)}>
      <div className={shell}>
        <SectionHeading id={titleId} title={courses.title} />
        <ul
          role="list"
          className={clsx(
            'mt-12 grid gap-6',
            largeCardColumns(courses.items.length),
            courses.items.length === 1 && 'max-w-xl',
          )}
        >
          {courses.items.map((course, index) => (
            <li key={index} className="flex">
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

type Course = HomeContent['featuredCourses']['items'][number];

function CourseCard({ course }: { course: Course }) {
  const hasMeta = course.level || course.duration;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition duration-200 focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-pop">
      <div
        aria-hidden="true"
        className="h-1.5 bg-gradient-to-r from-brand-600 via-brand-500 to-amber-400"
      />
      <div className="flex flex-1 flex-col p-6">
        {course.tag && (
          <p className="self-start rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold tracking-wide text-brand-800 uppercase">
            {course.tag}
          </p>
        )}
        <h3 className={clsx('text-xl font-bold break-words text-slate-900', course.tag && 'mt-4')}>
          {course.title}
        </h3>
        <p className="mt-2 flex-1 text-[15px] leading-relaxed break-words text-slate-600">
          {course.description}
        </p>
        {hasMeta && (
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700" role="list">
            {course.level && (
              <li className="inline-flex items-center gap-1.5">
                <ChartNoAxesColumnIncreasing
                  className="size-4 text-brand-700"
                  aria-label="Level"
                  role="img"
                />
                {course.level}
              </li>
            )}
            {course.duration && (
              <li className="inline-flex items-center gap-1.5">
                <Clock className="size-4 text-brand-700" aria-label="Duration" role="img" />
                {course.duration}
              </li>
            )}
          </ul>
        )}
        <div className="mt-6 flex items-center justify-between gap-4 border-t border-slate-100 pt-5">
          {course.price ? (
            <p className="text-2xl font-extrabold tracking-tight text-slate-900">{course.price}</p>
          ) : (
            <span />
          )}
          {/* The link covers the whole card, so any click on it opens the programme. */}
          <SiteLink
            href={course.href}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:text-brand-800"
          >
            View details<span className="sr-only"> of {course.title}</span>
            <ArrowRight
              className="size-4 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </SiteLink>
        </div>
      </div>
    </article>
  );
}
