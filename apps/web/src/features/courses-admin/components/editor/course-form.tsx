import { useEffect } from 'react';
import type { z } from 'zod';

import { ZCourseBody, type Course, type CourseBodyParsed } from '@app/shared';

import { SaveBar } from '@/components/admin/save-bar';
import { countErrors, Form, useZodForm } from '@/components/form';
import { toast } from '@/core/toast';

import { SAVE_COURSE_FAILED, useSaveCourse } from '../../api/save-course.ts';
import { courseToValues, newCourseValues } from '../../lib/course-form.ts';
import { CourseContentSections } from './course-content-sections.tsx';
import { CourseDetailSections } from './course-detail-sections.tsx';

type CourseFormProps = {
  /** The saved course, or undefined for a new one. */
  course?: Course;
  onDirtyChange: (isDirty: boolean) => void;
  /** After a create: the page moves to the new course's editor. */
  onCreated: (course: Course) => void;
};

/**
 * Every Course field and every metaData field, validated with ZCourseBody (the schema the
 * API checks again), so the messages here are the server's. A 400 from the server lands on
 * the fields it names.
 */
export function CourseForm({ course, onDirtyChange, onCreated }: CourseFormProps) {
  const form = useZodForm(ZCourseBody as z.ZodType<CourseBodyParsed>, {
    // Every part present (CourseFormValues), where the schema's input has them optional.
    defaultValues: course ? courseToValues(course) : newCourseValues(),
  });
  const { isDirty, errors } = form.formState;
  const save = useSaveCourse();

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = async (body: CourseBodyParsed) => {
    const { course: saved, message } = await save.mutateAsync({ id: course?._id, body });
    toast.success(message);
    if (course) form.reset(courseToValues(saved));
    else onCreated(saved);
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      tell="toast"
      failureMessage={SAVE_COURSE_FAILED}
      className="space-y-6"
      data-testid="course-form"
      aria-label={course ? 'Course details' : 'New course'}
    >
      <CourseDetailSections instructors={course?.instructors ?? []} />
      <CourseContentSections />

      <SaveBar
        isDirty={isDirty}
        isSaving={save.isPending}
        errorCount={countErrors(errors)}
        isNew={!course}
        onDiscard={() => form.reset()}
        saveLabel={course ? 'Save course' : 'Create course'}
        testId="course"
      />
    </Form>
  );
}
