import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { FormMarkdown } from '@/components/form';

import type { LessonPath, ModulesFormValues } from '../../lib/modules-form.ts';
import { LessonResourcesField } from './lesson-resources-field.tsx';
import { LessonVideoField } from './lesson-video-field.tsx';
import { ProblemPicker } from './problem-picker.tsx';

/**
 * A lesson's content, by its kind: the part the kind needs comes first and is required (a video
 * lesson's link, a resources lesson's list, a practice lesson's problem); notes and resources
 * may go with any lesson. A video link or problem kept from another kind stays visible.
 */
export function LessonContent({ base, testId }: { base: LessonPath; testId: string }) {
  const { control } = useFormContext<ModulesFormValues>();
  const [kind, videoUrl, problemId] = useWatch({
    control,
    name: [`${base}.kind`, `${base}.videoUrl`, `${base}.problemId`],
  });

  const video = (kind === 'video' || Boolean(videoUrl)) && (
    <LessonVideoField key="video" base={base} isRequired={kind === 'video'} testId={testId} />
  );
  const problem = (kind === 'practice' || problemId !== null) && (
    <ProblemPicker key="problem" base={base} isRequired={kind === 'practice'} testId={testId} />
  );
  const notes = (
    <FormMarkdown<ModulesFormValues>
      key="notes"
      name={`${base}.body`}
      label={kind === 'article' ? 'Article (Markdown)' : 'Notes (Markdown, optional)'}
      hint="Headings (#), lists (-), **bold**, `code`, ``` code blocks ``` and [links](https://…)."
      placeholder={'## What you will learn\n\n- …'}
      testId={`${testId}-notes`}
    />
  );
  const resources = (
    <LessonResourcesField
      key="resources"
      base={base}
      isRequired={kind === 'resources'}
      testId={testId}
    />
  );

  const parts: ReactNode[] =
    kind === 'resources'
      ? [resources, notes, video, problem]
      : kind === 'practice'
        ? [problem, notes, resources, video]
        : kind === 'article'
          ? [notes, resources, video, problem]
          : [video, notes, resources, problem];
  return (
    <div className="space-y-5" data-testid={`${testId}-content`} data-kind={kind}>
      {parts.filter(Boolean)}
    </div>
  );
}
