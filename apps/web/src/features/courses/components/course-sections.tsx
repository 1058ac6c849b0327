import type { ReactNode } from 'react';

import type { Course } from '@app/shared';

import { useCourseAnnouncements, useCourseModules } from '../api/courses-api.ts';
import { safeHttpUrl } from '../lib/video.ts';
import { CourseBatches } from './course-batches.tsx';
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
} from './course-details.tsx';
import { CourseAnnouncements, CourseModules } from './course-modules.tsx';

// The page's bands in order: [nav label, eyebrow, heading].
const HEADINGS = {
  about: ['About', 'About this course', 'Overview'],
  outcomes: ['Outcomes', 'Outcomes', "What you'll learn"],
  batches: ['Batches', 'Batches', 'Choose your batch'],
  curriculum: ['Curriculum', 'Curriculum', 'Course content'],
  modules: ['Modules', 'Modules', 'Modules and lessons'],
  'tech-stack': ['Tech stack', 'Tech stack', "Tools you'll work with"],
  features: ['Features', 'Features', 'What the course includes'],
  preview: ['Preview', 'Preview', 'Watch the course preview'],
  requirements: ['Requirements', 'Before you start', 'Requirements'],
  instructors: ['Instructors', 'Instructors', 'Learn from'],
  certificate: ['Certificate', 'Certificate', 'Earn a certificate'],
  announcements: ['Announcements', 'News', 'Announcements'],
  faqs: ['FAQs', 'FAQs', 'Frequently asked questions'],
} as const;

type SectionId = keyof typeof HEADINGS;
export type CourseBand = {
  id: SectionId;
  nav: string;
  eyebrow: string;
  title: string;
  body: ReactNode;
  /** What the body shows: the course, and the modules or announcements for their bands */
  deps: unknown[];
};

/** The bands a course has something to say in; an empty one is left out, with its nav entry. */
export function useCourseSections(course: Course): CourseBand[] {
  const { metaData } = course;
  const modules = useCourseModules(course._id, true);
  const announcements = useCourseAnnouncements(course._id, true);
  const hasModules = modules.error || (modules.data?.length ?? 0) > 0;
  const hasNews = announcements.error || (announcements.data?.length ?? 0) > 0;

  const bodies: Record<SectionId, ReactNode> = {
    about: metaData.description && <CourseDescription text={metaData.description} />,
    outcomes: metaData.outcomes.length > 0 && <CourseOutcomes items={metaData.outcomes} />,
    batches: <CourseBatches courseId={course._id} />,
    curriculum: metaData.content.length > 0 && <CourseOutline sections={metaData.content} />,
    modules: hasModules && <CourseModules courseId={course._id} modules={modules} />,
    'tech-stack': metaData.techStack.length > 0 && <CourseTechStack items={metaData.techStack} />,
    features: metaData.features.length > 0 && <CourseFeatures items={metaData.features} />,
    preview: safeHttpUrl(metaData.displayVideo) !== null && (
      <CourseVideo url={metaData.displayVideo} title={course.title} />
    ),
    requirements: metaData.requirements.length > 0 && (
      <CourseRequirements items={metaData.requirements} />
    ),
    instructors: course.instructors.length > 0 && (
      <CourseInstructors instructors={course.instructors} />
    ),
    certificate: metaData.certificate && <CourseCertificate title={course.title} />,
    announcements: hasNews && <CourseAnnouncements state={announcements} />,
    faqs: metaData.faqs.length > 0 && <CourseFaqs faqs={metaData.faqs} />,
  };

  // Every band shows the course; these two also what their own query brought.
  const ownData: Partial<Record<SectionId, unknown[]>> = {
    modules: [modules.data, modules.error],
    announcements: [announcements.data, announcements.error],
  };
  return (Object.keys(HEADINGS) as SectionId[])
    .filter((id) => bodies[id])
    .map((id) => {
      const [nav, eyebrow, title] = HEADINGS[id];
      return { id, nav, eyebrow, title, body: bodies[id], deps: [course, ...(ownData[id] ?? [])] };
    });
}
