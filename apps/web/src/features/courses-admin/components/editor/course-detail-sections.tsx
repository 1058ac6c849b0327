import { BookOpenText, IndianRupee, LayoutList, Users } from 'lucide-react';

import {
  COURSE_DIFFICULTIES,
  COURSE_STATE_LABELS,
  COURSE_STATES,
  COURSE_TYPE_LABELS,
  COURSE_TYPES,
  type PersonRef,
} from '@app/shared';

import {
  FormImage,
  FormNumber,
  FormSelect,
  FormStringList,
  FormSwitch,
  FormText,
  optionsOf,
} from '@/components/form';

import type { CourseFormValues } from '../../lib/course-form.ts';
import { EditorCard } from '../editor-card.tsx';
import { InstructorsField } from './instructors-field.tsx';
import { PricingFields } from './pricing-fields.tsx';

const TYPE_OPTIONS = optionsOf(COURSE_TYPES, COURSE_TYPE_LABELS);
const STATE_OPTIONS = optionsOf(COURSE_STATES, COURSE_STATE_LABELS);
const DIFFICULTY_OPTIONS = optionsOf(COURSE_DIFFICULTIES);

/** The Course fields and the catalogue-facing metaData: basics, pricing, people, listing. */
export function CourseDetailSections({ instructors }: { instructors: PersonRef[] }) {
  return (
    <>
      <EditorCard id="basics" icon={BookOpenText}>
        <FormText<CourseFormValues>
          inputClassName="h-10"
          autoComplete="off"
          name="title"
          label="Title"
          placeholder="e.g. Full Stack Web Development"
          maxLength={150}
          testId="course-title-input"
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <FormSelect<CourseFormValues>
            name="type"
            label="Type"
            options={TYPE_OPTIONS}
            testId="course-type"
          />
          <FormNumber<CourseFormValues>
            inputClassName="h-10"
            autoComplete="off"
            name="duration_weeks"
            label="Duration"
            suffix="weeks"
            placeholder="24"
            testId="course-duration"
          />
          <FormSelect<CourseFormValues>
            name="state"
            label="State"
            options={STATE_OPTIONS}
            hint="Only published courses appear in the catalogue."
            testId="course-state-select"
          />
        </div>
      </EditorCard>

      <EditorCard
        id="pricing"
        icon={IndianRupee}
        description="The course's list price. Each batch sets the price students pay at checkout."
      >
        <PricingFields />
      </EditorCard>

      <EditorCard id="people" icon={Users}>
        <InstructorsField current={instructors} />
        <div className="grid gap-3 md:grid-cols-2">
          <FormSwitch<CourseFormValues>
            name="discord_access"
            label="Discord access"
            description="Enrolled students see the Discord invite in their classroom."
            testId="course-discord"
          />
          <FormSwitch<CourseFormValues>
            name="metaData.certificate"
            label="Certificate"
            description="Students receive a certificate when they complete the course."
            testId="course-certificate"
          />
        </div>
      </EditorCard>

      <EditorCard
        id="listing"
        icon={LayoutList}
        description="How the course card looks and where the catalogue filters find it."
      >
        <FormImage<CourseFormValues>
          name="metaData.thumbnail"
          label="Image link"
          noun="thumbnail"
          testId="course-thumbnail"
          testIdPrefix="thumbnail"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormText<CourseFormValues>
            inputClassName="h-10"
            autoComplete="off"
            name="metaData.language"
            label="Language"
            placeholder="English"
            testId="course-language"
          />
          <FormSelect<CourseFormValues>
            name="metaData.difficulty"
            label="Difficulty"
            options={DIFFICULTY_OPTIONS}
            testId="course-difficulty"
          />
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <FormStringList
            name="metaData.category"
            label="Categories"
            noun="category"
            max={10}
            placeholder="e.g. Web Development"
            testId="course-category"
          />
          <FormStringList
            name="metaData.displayTags"
            label="Tags on the card"
            noun="tag"
            max={10}
            placeholder="e.g. Bestseller"
            testId="course-tags"
          />
        </div>
      </EditorCard>
    </>
  );
}
