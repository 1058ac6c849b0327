import { AlignLeft, CircleHelp, ListChecks, ListTree } from 'lucide-react';

import { FormStringList, FormText, FormTextArea } from '@/components/form';

import { EditorCard } from '../editor-card.tsx';
import { ContentSectionsField } from './content-sections-field.tsx';
import { FaqsField } from './faqs-field.tsx';

/** The course page's content (metaData): description, video, lists, outline and FAQs. */
export function CourseContentSections() {
  return (
    <>
      <EditorCard id="about" icon={AlignLeft}>
        <FormTextArea
          autoGrow
          inputClassName="min-h-28"
          name="metaData.description"
          label="Description"
          rows={6}
          placeholder="What the course is, who it is for and how it is taught."
          testId="course-description"
        />
        <FormText
          inputClassName="h-10"
          autoComplete="off"
          name="metaData.displayVideo"
          label="Intro video link"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          hint="YouTube or Vimeo links play on the course page."
          testId="course-video"
        />
      </EditorCard>

      <EditorCard
        id="learning"
        icon={ListChecks}
        description="Short lines, one idea each. Use the arrows to set the order."
      >
        <FormStringList
          name="metaData.outcomes"
          label="Outcomes"
          noun="outcome"
          max={30}
          placeholder="e.g. Build and deploy a full stack app"
          testId="course-outcomes"
        />
        <FormStringList
          name="metaData.requirements"
          label="Requirements"
          noun="requirement"
          max={30}
          placeholder="e.g. A laptop with 8 GB RAM"
          testId="course-requirements"
        />
        <FormStringList
          name="metaData.techStack"
          label="Tech stack"
          noun="technology"
          max={40}
          placeholder="e.g. React"
          testId="course-techstack"
          columns={2}
        />
        <FormStringList
          name="metaData.features"
          label="Features"
          noun="feature"
          max={30}
          placeholder="e.g. Weekly 1:1 mentor calls"
          testId="course-features"
        />
      </EditorCard>

      <EditorCard
        id="outline"
        icon={ListTree}
        description="The syllabus shown on the course page. Lessons for enrolled students live in Modules."
      >
        <ContentSectionsField />
      </EditorCard>

      <EditorCard id="faqs" icon={CircleHelp}>
        <FaqsField />
      </EditorCard>
    </>
  );
}
