import { clsx } from 'clsx';
import {
  Check,
  Clock3,
  Code2,
  FileText,
  Link2,
  Lock,
  PlayCircle,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { LESSON_KIND_LABELS, type LessonKind, type LessonOutline } from '@app/shared';

import { minutesText } from '../lib/display.ts';

const KIND_ICONS: Record<LessonKind, LucideIcon> = {
  video: PlayCircle,
  article: FileText,
  resources: Link2,
  practice: Code2,
};

type LessonRowProps = {
  lesson: LessonOutline;
  href: string;
  checked: boolean;
  locked: boolean;
  disabled: boolean;
  onTick: (done: boolean) => void;
};

/** A lesson in the classroom's list: its done checkbox, its title (opens it), kind and length. */
export function LessonRow({ lesson, href, checked, locked, disabled, onTick }: LessonRowProps) {
  const KindIcon = locked ? Lock : KIND_ICONS[lesson.kind];
  return (
    <li
      data-testid="classroom-lesson"
      data-lesson-id={lesson._id}
      className="flex items-center gap-1 rounded-xl pr-2 transition hover:bg-slate-50"
    >
      <label className="grid size-11 shrink-0 cursor-pointer place-items-center has-[:disabled]:cursor-default">
        <input
          type="checkbox"
          data-testid="classroom-lesson-checkbox"
          aria-label={`Done: ${lesson.title}`}
          className="peer sr-only"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onTick(e.target.checked)}
        />
        <span
          aria-hidden="true"
          className={clsx(
            'grid size-5 place-items-center rounded-md border-2 transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-50',
            checked ? 'border-emerald-500 bg-emerald-500 text-white' : 'border-slate-300 bg-white',
          )}
        >
          {checked && <Check className="size-3.5" strokeWidth={3} />}
        </span>
      </label>
      <Link
        to={href}
        data-testid="classroom-lesson-link"
        className={clsx(
          'min-w-0 flex-1 py-3 text-sm break-words hover:text-brand-700 hover:underline',
          checked ? 'text-slate-500' : 'font-medium text-slate-800',
          locked && 'text-slate-500',
        )}
      >
        {lesson.title}
      </Link>
      <span className="inline-flex shrink-0 items-center gap-3 text-xs text-slate-500 tabular-nums">
        <KindIcon
          className="size-4 text-slate-400"
          aria-label={locked ? 'Locked' : LESSON_KIND_LABELS[lesson.kind]}
        />
        {lesson.durationMinutes > 0 && (
          <span className="hidden items-center gap-1 sm:inline-flex">
            <Clock3 className="size-3.5" aria-hidden="true" />
            {minutesText(lesson.durationMinutes)}
          </span>
        )}
      </span>
    </li>
  );
}
