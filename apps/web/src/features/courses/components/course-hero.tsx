import {
  Award,
  ChartNoAxesColumnIncreasing,
  ChevronRight,
  Clock,
  Globe,
  MonitorPlay,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';

import { COURSE_TYPE_LABELS, type Course, formatNumber } from '@app/shared';

import { HeroStage } from '@/components/site/hero-stage';

import { courseDurationText } from '../lib/course-display.ts';
import { CoursePriceCard } from './course-price-card.tsx';

/** Title, key facts and the price card on the dark brand stage of the kodr and home pages. */
export function CourseHero({ course }: { course: Course }) {
  const { metaData } = course;
  const duration = courseDurationText(course);
  const summary = metaData.description.split(/\n\s*\n/)[0]?.trim() ?? '';
  const facts = [
    { icon: ChartNoAxesColumnIncreasing, label: 'Difficulty', text: metaData.difficulty },
    duration && { icon: Clock, label: 'Duration', text: duration },
    { icon: Globe, label: 'Language', text: metaData.language },
    { icon: MonitorPlay, label: 'Mode', text: COURSE_TYPE_LABELS[course.type] },
    metaData.certificate && { icon: Award, label: 'Certificate', text: 'Included' },
    course.studentCount > 0 && {
      icon: Users,
      label: 'Students',
      text: `${formatNumber(course.studentCount)} enrolled`,
    },
  ].filter(Boolean) as { icon: typeof Clock; label: string; text: string }[];

  return (
    <HeroStage labelledBy="course-title" tone="brand">
      <div className="container-page grid items-start gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-14 lg:py-16">
        <div className="min-w-0">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-brand-200">
              <li>
                <Link to="/courses" className="font-semibold hover:text-white hover:underline">
                  Courses
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page" className="truncate text-brand-100/80">
                {course.title}
              </li>
            </ol>
          </nav>
          {metaData.category.length > 0 && (
            <p className="mt-6 text-sm font-bold tracking-widest text-amber-300 uppercase">
              {metaData.category.join(' · ')}
            </p>
          )}
          <h1
            id="course-title"
            data-testid="course-title"
            className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance break-words sm:text-5xl"
          >
            {course.title}
          </h1>
          {summary && (
            <p className="mt-5 line-clamp-4 max-w-2xl text-lg leading-relaxed text-brand-100/90">
              {summary}
            </p>
          )}
          {metaData.displayTags.length > 0 && (
            <ul role="list" aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
              {metaData.displayTags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full border border-white/15 bg-white/10 px-3 py-1 text-xs font-bold text-brand-50"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}
          <ul
            role="list"
            aria-label="Course facts"
            data-testid="course-facts"
            className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3"
          >
            {facts.map(({ icon: Icon, label, text }) => (
              <li
                key={label}
                className="flex items-center gap-3 rounded-xl border border-white/10 bg-white/5 px-3 py-2.5"
              >
                <Icon className="size-5 shrink-0 text-brand-300" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block text-[11px] font-semibold tracking-wide text-brand-200 uppercase">
                    {label}
                  </span>
                  <span className="block truncate text-sm font-semibold text-white">{text}</span>
                </span>
              </li>
            ))}
          </ul>
          {course.instructors.length > 0 && (
            <p className="mt-6 text-sm text-brand-100">
              Taught by{' '}
              <span className="font-semibold text-white">
                {course.instructors.map((i) => i.name).join(', ')}
              </span>
            </p>
          )}
        </div>
        <CoursePriceCard course={course} />
      </div>
    </HeroStage>
  );
}
