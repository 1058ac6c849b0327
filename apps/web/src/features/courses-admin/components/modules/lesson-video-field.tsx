import { PlayCircle } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';

import { Pill } from '@/components/admin/pill';
import { FormText } from '@/components/form';

import { lessonVideoOf } from '../../lib/lesson-video.ts';
import type { LessonFieldProps, ModulesFormValues } from '../../lib/modules-form.ts';

const SOURCE_LABEL = { youtube: 'YouTube video', vimeo: 'Vimeo video', mp4: 'MP4 video' } as const;

/**
 * A lesson's video link, checked as it is typed (the schema's own LESSON_MSG texts), with what
 * it will show: a YouTube video's thumbnail, or a Vimeo / MP4 badge.
 */
export function LessonVideoField({ base, isRequired, testId }: LessonFieldProps) {
  const { control, trigger } = useFormContext<ModulesFormValues>();
  const name = `${base}.videoUrl` as const;
  const url = useWatch({ control, name }) ?? '';
  const video = lessonVideoOf(url);

  return (
    <div className="space-y-2">
      <FormText<ModulesFormValues>
        name={name}
        label={isRequired ? 'Video link' : 'Video link (optional)'}
        hint="A YouTube or Vimeo link, or an https link to an MP4 file."
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        autoComplete="off"
        spellCheck={false}
        inputClassName="h-10"
        rules={{ onChange: () => void trigger(name) }}
        testId={`${testId}-video`}
      />
      {video && (
        <div className="flex flex-wrap items-center gap-3" data-testid={`${testId}-video-preview`}>
          {video.source === 'youtube' && (
            <img
              src={video.thumbnail}
              width={320}
              height={180}
              alt="Thumbnail of the YouTube video"
              loading="lazy"
              referrerPolicy="no-referrer"
              data-testid={`${testId}-video-thumb`}
              className="aspect-video w-36 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover sm:w-44"
            />
          )}
          <Pill
            tone={video.source === 'youtube' ? 'red' : 'blue'}
            icon={PlayCircle}
            testId={`${testId}-video-badge`}
          >
            {SOURCE_LABEL[video.source]}
          </Pill>
        </div>
      )}
    </div>
  );
}
