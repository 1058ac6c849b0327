import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { COURSES_MSG, type Course } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { StatusPanel } from '@/components/ui/status-panel';
import { getErrorMessage } from '@/core/api-client';

import {
  isNotFound,
  useCourse,
  useCourseAnnouncements,
  useCourseModules,
} from '../api/courses-api.ts';
import { CourseBatches } from '../components/course-batches.tsx';
import {
  CourseCertificate,
  CourseDescription,
  CourseFaqs,
  CourseFeatures,
  CourseInstructors,
  CourseOutcomes,
  CourseOutline,
  CourseRequirements,
  CourseTechStack,
  CourseVideo,
} from '../components/course-details.tsx';
import { CourseHero } from '../components/course-hero.tsx';
import { CourseAnnouncements, CourseModules } from '../components/course-modules.tsx';
import { CoursePageSkeleton } from '../components/course-page-skeleton.tsx';
import { CourseSection } from '../components/course-section.tsx';
import { safeHttpUrl } from '../lib/video.ts';

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
  const { metaData } = course;
  const modules = useCourseModules(course._id, true);
  const announcements = useCourseAnnouncements(course._id, true);
  const hasVideo = safeHttpUrl(metaData.displayVideo) !== null;

  const sections = [
    metaData.description && {
      id: 'about',
      nav: 'About',
      eyebrow: 'About this course',
      title: 'Overview',
      body: <CourseDescription text={metaData.description} />,
    },
    metaData.outcomes.length > 0 && {
      id: 'outcomes',
      nav: 'Outcomes',
      eyebrow: 'Outcomes',
      title: "What you'll learn",
      body: <CourseOutcomes items={metaData.outcomes} />,
    },
    {
      id: 'batches',
      nav: 'Batches',
      eyebrow: 'Batches',
      title: 'Choose your batch',
      body: <CourseBatches courseId={course._id} />,
    },
    metaData.content.length > 0 && {
      id: 'curriculum',
      nav: 'Curriculum',
      eyebrow: 'Curriculum',
      title: 'Course content',
      body: <CourseOutline sections={metaData.content} />,
    },
    (modules.error || (modules.data?.length ?? 0) > 0) && {
      id: 'modules',
      nav: 'Modules',
      eyebrow: 'Modules',
      title: 'Modules and lessons',
      body: <CourseModules courseId={course._id} modules={modules} />,
    },
    metaData.techStack.length > 0 && {
      id: 'tech-stack',
      nav: 'Tech stack',
      eyebrow: 'Tech stack',
      title: "Tools you'll work with",
      body: <CourseTechStack items={metaData.techStack} />,
    },
    metaData.features.length > 0 && {
      id: 'features',
      nav: 'Features',
      eyebrow: 'Features',
      title: 'What the course includes',
      body: <CourseFeatures items={metaData.features} />,
    },
    hasVideo && {
      id: 'preview',
      nav: 'Preview',
      eyebrow: 'Preview',
      title: 'Watch the course preview',
      body: <CourseVideo url={metaData.displayVideo} title={course.title} />,
    },
    metaData.requirements.length > 0 && {
      id: 'requirements',
      nav: 'Requirements',
      eyebrow: 'Before you start',
      title: 'Requirements',
      body: <CourseRequirements items={metaData.requirements} />,
    },
    course.instructors.length > 0 && {
      id: 'instructors',
      nav: 'Instructors',
      eyebrow: 'Instructors',
      title: 'Learn from',
      body: <CourseInstructors instructors={course.instructors} />,
    },
    metaData.certificate && {
      id: 'certificate',
      nav: 'Certificate',
      eyebrow: 'Certificate',
      title: 'Earn a certificate',
      body: <CourseCertificate title={course.title} />,
    },
    (announcements.error || (announcements.data?.length ?? 0) > 0) && {
      id: 'announcements',
      nav: 'Announcements',
      eyebrow: 'News',
      title: 'Announcements',
      body: <CourseAnnouncements state={announcements} />,
    },
    metaData.faqs.length > 0 && {
      id: 'faqs',
      nav: 'FAQs',
      eyebrow: 'FAQs',
      title: 'Frequently asked questions',
      body: <CourseFaqs faqs={metaData.faqs} />,
    },
  ].filter(Boolean) as {
    id: string;
    nav: string;
    eyebrow: string;
    title: string;
    body: React.ReactNode;
  }[];

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
          {sections.map((s) => (
            <CourseSection key={s.id} id={s.id} eyebrow={s.eyebrow} title={s.title}>
              {s.body}
            </CourseSection>
          ))}
        </div>
      </div>
    </>
  );
}

function CourseNotFound() {
  return (
    <div data-testid="course-not-found" className="container-page py-24">
      <title>Course not found | KodeSchool</title>
      <StatusPanel
        icon={SearchX}
        code="404"
        title={COURSES_MSG.courseNotFound}
        description="This course may have been removed, or the link is mistyped."
        actions={
          <Link to="/courses" className={buttonStyles({})}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Browse all courses
          </Link>
        }
      />
    </div>
  );
}
