import { BookOpenText, IndianRupee, LayoutList, Users } from 'lucide-react';

import {
  COURSE_DIFFICULTIES,
  COURSE_STATE_LABELS,
  COURSE_STATES,
  COURSE_TYPE_LABELS,
  COURSE_TYPES,
  type PersonRef,
} from '@app/shared';

import { SectionCard } from '@/components/admin/section-card';
import { StringListField } from '@/components/admin/string-list-field';

import { NumberInput, SelectField, SwitchField, TextInput } from './fields.tsx';
import { InstructorsField } from './instructors-field.tsx';
import { PricingFields } from './pricing-fields.tsx';
import { ThumbnailField } from './thumbnail-field.tsx';

const TYPE_OPTIONS = COURSE_TYPES.map((t) => ({ value: t, label: COURSE_TYPE_LABELS[t] }));
const STATE_OPTIONS = COURSE_STATES.map((s) => ({ value: s, label: COURSE_STATE_LABELS[s] }));
const DIFFICULTY_OPTIONS = COURSE_DIFFICULTIES.map((d) => ({ value: d, label: d }));

/** The Course fields and the catalogue-facing metaData: basics, pricing, people, listing. */
export function CourseDetailSections({ instructors }: { instructors: PersonRef[] }) {
  return (
    <>
      <SectionCard id="basics" icon={BookOpenText} title="Basics">
        <TextInput
          name="title"
          label="Title"
          placeholder="e.g. Full Stack Web Development"
          maxLength={150}
          testId="course-title-input"
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField name="type" label="Type" options={TYPE_OPTIONS} testId="course-type" />
          <NumberInput
            name="duration_weeks"
            label="Duration"
            suffix="weeks"
            placeholder="24"
            testId="course-duration"
          />
          <SelectField
            name="state"
            label="State"
            options={STATE_OPTIONS}
            hint="Only published courses appear in the catalogue."
            testId="course-state-select"
          />
        </div>
      </SectionCard>

      <SectionCard
        id="pricing"
        icon={IndianRupee}
        title="Pricing"
        description="The course's list price. Each batch sets the price students pay at checkout."
      >
        <PricingFields />
      </SectionCard>

      <SectionCard id="people" icon={Users} title="Instructors & access">
        <InstructorsField current={instructors} />
        <div className="grid gap-3 md:grid-cols-2">
          <SwitchField
            name="discord_access"
            label="Discord access"
            description="Enrolled students see the Discord invite in their classroom."
            testId="course-discord"
          />
          <SwitchField
            name="metaData.certificate"
            label="Certificate"
            description="Students receive a certificate when they complete the course."
            testId="course-certificate"
          />
        </div>
      </SectionCard>

      <SectionCard
        id="listing"
        icon={LayoutList}
        title="Catalogue listing"
        description="How the course card looks and where the catalogue filters find it."
      >
        <ThumbnailField />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            name="metaData.language"
            label="Language"
            placeholder="English"
            testId="course-language"
          />
          <SelectField
            name="metaData.difficulty"
            label="Difficulty"
            options={DIFFICULTY_OPTIONS}
            testId="course-difficulty"
          />
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <StringListField
            name="metaData.category"
            label="Categories"
            noun="category"
            max={10}
            placeholder="e.g. Web Development"
            testId="course-category"
          />
          <StringListField
            name="metaData.displayTags"
            label="Tags on the card"
            noun="tag"
            max={10}
            placeholder="e.g. Bestseller"
            testId="course-tags"
          />
        </div>
      </SectionCard>
    </>
  );
}
