import { ArrowLeft, SearchX } from 'lucide-react';
import { useParams } from 'react-router';

import { COURSES_MSG, type Course } from '@app/shared';

import { SiteStatus } from '@/components/site/site-states';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/core/api-client';
import { HydrateOnSight } from '@/core/hydrate-on-sight';

import { isNotFound, useCourse } from '../api/courses-api.ts';
import { CourseHero } from '../components/course-hero.tsx';
import { CoursePageSkeleton } from '../components/course-page-skeleton.tsx';
import { CourseSection } from '../components/course-section.tsx';
import { useCourseSections } from '../components/course-sections.tsx';

const ID_RE = /^[a-f\d]{24}$/i;

/** /courses/:id: everything about one course, its open batches and the callback request. */
export default function CoursePage() {
  const { id = '' } = useParams();
  const isValidId = ID_RE.test(id);
  const { data: course, error, refetch, isFetching } = useCourse(id, isValidId);

  if (!isValidId || (error && isNotFound(error))) return <CourseNotFound />;
  if (!course) {
    if (error) {
      return (
        <LoadError
          testId="course-error"
          className="container-page py-24"
          title={COURSES_MSG.fetchCourseFailed}
          message={getErrorMessage(error, COURSES_MSG.fetchCourseFailed)}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      );
    }
    return <CoursePageSkeleton />;
  }
  return <CourseDetail course={course} />;
}

function CourseDetail({ course }: { course: Course }) {
  const sections = useCourseSections(course);

  return (
    <>
      <title>{`${course.title} | KodeSchool`}</title>
      <CourseHero course={course} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-bold tracking-widest text-slate-500 uppercase">
              On this page
            </p>
            <ul className="mt-3 space-y-1 border-l border-slate-200">
              {sections.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm font-medium text-slate-600 hover:border-brand-400 hover:text-slate-900"
                  >
                    {s.nav}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="min-w-0 space-y-16">
          {/* Below the hero: each band comes alive as it scrolls into view (server HTML till then). */}
          {sections.map((s) => (
            <HydrateOnSight key={s.id} deps={s.deps}>
              <CourseSection id={s.id} eyebrow={s.eyebrow} title={s.title}>
                {s.body}
              </CourseSection>
            </HydrateOnSight>
          ))}
        </div>
      </div>
    </>
  );
}

function CourseNotFound() {
  return (
    <SiteStatus
      testId="course-not-found"
      className="container-page py-24"
      icon={SearchX}
      code="404"
      title={COURSES_MSG.courseNotFound}
      description="This course may have been removed, or the link is mistyped."
      links={[{ to: '/courses', label: 'Browse all courses', icon: ArrowLeft }]}
    >
      <title>Course not found | KodeSchool</title>
    </SiteStatus>
  );
}
