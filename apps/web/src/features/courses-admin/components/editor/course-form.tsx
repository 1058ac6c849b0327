import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { FormProvider, useForm, type Path, type Resolver } from 'react-hook-form';

import { ZCourseBody, type Course, type CourseBodyParsed } from '@app/shared';

import { SaveBar } from '@/components/admin/save-bar';
import { getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { SAVE_COURSE_FAILED, useSaveCourse } from '../../api/save-course.ts';
import { courseToValues, newCourseValues, type CourseFormValues } from '../../lib/course-form.ts';
import { countErrors, focusFirstInvalid, serverFieldErrors } from '../../lib/form-errors.ts';
import { CourseContentSections } from './course-content-sections.tsx';
import { CourseDetailSections } from './course-detail-sections.tsx';

/** The editor's sections, in order, for the page's section index. */
export const COURSE_FORM_SECTIONS = [
  { id: 'basics', label: 'Basics' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'people', label: 'Instructors & access' },
  { id: 'listing', label: 'Catalogue listing' },
  { id: 'about', label: 'Description & video' },
  { id: 'learning', label: 'What students get' },
  { id: 'outline', label: 'Content outline' },
  { id: 'faqs', label: 'FAQs' },
] as const;

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
  const form = useForm<CourseFormValues, unknown, CourseBodyParsed>({
    // The form keeps every part present (CourseFormValues); the schema's input type has them
    // optional, which is the only reason for the cast.
    resolver: zodResolver(ZCourseBody) as unknown as Resolver<
      CourseFormValues,
      unknown,
      CourseBodyParsed
    >,
    defaultValues: course ? courseToValues(course) : newCourseValues(),
    reValidateMode: 'onChange',
  });
  const { isDirty, errors } = form.formState;
  const save = useSaveCourse();
  const formId = useId();
  const focusInvalid = () =>
    requestAnimationFrame(() => focusFirstInvalid(document.getElementById(formId)));
  const errorCount = countErrors(errors);

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = (body: CourseBodyParsed) =>
    save.mutate(
      { id: course?._id, body },
      {
        onSuccess: ({ course: saved, message }) => {
          toast.success(message);
          if (course) form.reset(courseToValues(saved));
          else onCreated(saved);
        },
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error);
          for (const { field, message } of fieldErrors) {
            form.setError(field as Path<CourseFormValues>, { type: 'server', message });
          }
          toast.error(fieldErrors[0]?.message ?? getErrorMessage(error, SAVE_COURSE_FAILED));
          if (fieldErrors.length > 0) focusInvalid();
        },
      },
    );

  return (
    <FormProvider {...form}>
      <form
        id={formId}
        noValidate
        // List entries are not focusable through react-hook-form's refs, hence focusInvalid.
        onSubmit={form.handleSubmit(onSubmit, focusInvalid)}
        className="space-y-6"
        data-testid="course-form"
        aria-label={course ? 'Course details' : 'New course'}
      >
        <CourseDetailSections instructors={course?.instructors ?? []} />
        <CourseContentSections />

        <SaveBar
          isDirty={isDirty}
          isSaving={save.isPending}
          errorCount={errorCount}
          isNew={!course}
          onDiscard={() => form.reset()}
          saveLabel={course ? 'Save course' : 'Create course'}
          testId="course"
        />
      </form>
    </FormProvider>
  );
}
