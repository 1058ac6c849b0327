import { clsx } from 'clsx';
import { ArrowRight, ChartNoAxesColumnIncreasing, Clock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { formatInr, GST_NOTE, plural, type HomeCourse } from '@app/shared';

import { band, largeCardColumns, shell } from './layout.ts';
import { SectionHeading } from './section-heading.tsx';

type HomeCoursesProps = {
  title: string;
  /** the picked catalogue courses, published only, in the order staff set */
  courses: HomeCourse[];
};

/** Featured catalogue courses: their own titles, live prices and links to their pages. */
export function HomeCourses({ title, courses }: HomeCoursesProps) {
  const titleId = useId();
  if (courses.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="home-courses"
      className={clsx('border-y border-slate-200 bg-white', band)}
    >
      <div className={shell}>
        <SectionHeading id={titleId} title={title} />
        <ul
          role="list"
          className={clsx(
            'mt-12 grid gap-6',
            largeCardColumns(courses.length),
            courses.length === 1 && 'max-w-xl',
          )}
        >
          {courses.map((course) => (
            <li key={course._id} className="flex">
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CoursePrice({ course }: { course: HomeCourse }) {
  if (course.finalPrice <= 0) {
    return (
      <p data-testid="home-course-price" className="text-2xl font-extrabold text-slate-900">
        Free
      </p>
    );
  }
  const isDiscounted = course.finalPrice < course.price;
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">Price: </span>
        <span
          data-testid="home-course-price"
          className="text-2xl font-extrabold tracking-tight text-slate-900"
        >
          {formatInr(course.finalPrice)}
        </span>
        {isDiscounted && (
          <>
            <span className="sr-only">, was </span>
            <s className="text-sm font-medium text-slate-500">{formatInr(course.price)}</s>
          </>
        )}
      </p>
      <p data-testid="home-course-gst" className="text-xs font-medium text-slate-600">
        {GST_NOTE}
      </p>
    </div>
  );
}

function CourseCard({ course }: { course: HomeCourse }) {
  return (
    <article
      data-testid="home-course"
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition duration-200 focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-pop"
    >
      <div
        aria-hidden="true"
        className="h-1.5 bg-gradient-to-r from-brand-600 via-brand-500 to-amber-400"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="self-start rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold tracking-wide text-brand-800 uppercase">
          {course.tag}
        </p>
        <h3
          data-testid="home-course-title"
          className="mt-4 text-xl font-bold break-words text-slate-900"
        >
          {course.title}
        </h3>
        <p className="mt-2 flex-1 text-[15px] leading-relaxed break-words text-slate-600">
          {course.summary}
        </p>
        <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700" role="list">
          <li className="inline-flex items-center gap-1.5">
            <ChartNoAxesColumnIncreasing
              className="size-4 text-brand-700"
              aria-label="Level"
              role="img"
            />
            {course.difficulty}
          </li>
          {course.durationWeeks > 0 && (
            <li className="inline-flex items-center gap-1.5">
              <Clock className="size-4 text-brand-700" aria-label="Duration" role="img" />
              {plural(course.durationWeeks, 'week')}
            </li>
          )}
        </ul>
        <div className="mt-6 flex items-end justify-between gap-4 border-t border-slate-100 pt-5">
          <CoursePrice course={course} />
          {/* The link covers the whole card, so any click on it opens the course page. */}
          <Link
            to={`/courses/${course._id}`}
            data-testid="home-course-link"
            className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:text-brand-800"
          >
            View details<span className="sr-only"> of {course.title}</span>
            <ArrowRight
              className="size-4 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        </div>
      </div>
    </article>
  );
}
