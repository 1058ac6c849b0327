import {
  istNextHour,
  plural,
  type DurationUnit,
  type QuestionType,
  type Whizz,
  type WhizzBody,
  type WhizzUpdateBody,
} from '@app/shared';

/** The whizz form's values: exactly the POST body (ZWhizzBody validates them as they are). */
export type WhizzFormValues = {
  title: string;
  description: string;
  isPublic: boolean;
  duration: { value: number; unit: DurationUnit };
  /** minutes one attempt may last; null: until the whizz ends */
  attemptMinutes: number | null;
  startDate: string;
  totalScore: number;
  batches: { batchId: string; isActive: boolean }[];
  questions: { questionId: string; type: QuestionType }[];
};

/** What the pickers show next to an id they only know by id (names, titles, points). */
export type BatchLabel = { name: string; detail?: string };
export type QuestionLabel = { title: string; points: number | null };

export function emptyWhizzValues(now = new Date()): WhizzFormValues {
  return {
    title: '',
    description: '',
    isPublic: false,
    duration: { value: 30, unit: 'minutes' },
    attemptMinutes: null,
    startDate: istNextHour(now),
    totalScore: 100,
    batches: [],
    questions: [],
  };
}

/** The fields the whizz form edits, copied from a saved whizz or from the form. */
function formFields(w: Whizz | WhizzFormValues): WhizzFormValues {
  return {
    title: w.title,
    description: w.description,
    isPublic: w.isPublic,
    duration: { value: w.duration.value, unit: w.duration.unit },
    attemptMinutes: w.attemptMinutes,
    startDate: w.startDate,
    totalScore: w.totalScore,
    batches: w.batches.map((b) => ({ batchId: b.batchId, isActive: b.isActive })),
    questions: w.questions.map((q) => ({ questionId: q.questionId, type: q.type })),
  };
}

export const whizzToValues = (w: Whizz): WhizzFormValues => formFields(w);

export function labelsOf(w: Whizz) {
  const batches: Record<string, BatchLabel> = {};
  for (const b of w.batches) batches[b.batchId] = { name: b.batchName ?? 'Deleted batch' };
  const questions: Record<string, QuestionLabel> = {};
  for (const q of w.questions) {
    questions[`${q.type}:${q.questionId}`] = {
      title: q.title ?? 'Deleted question',
      points: q.points,
    };
  }
  return { batches, questions };
}

export function toBody(v: WhizzFormValues): WhizzBody {
  const fields = formFields(v);
  return { ...fields, title: fields.title.trim(), description: fields.description.trim() };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The PUT body: only the fields that differ from the saved whizz (an empty object when nothing
 * changed). A start date counts as changed only when it is a different instant.
 */
export function changedFields(saved: WhizzFormValues, next: WhizzFormValues): WhizzUpdateBody {
  const a = toBody(saved);
  const b = toBody(next);
  const patch: WhizzUpdateBody = {};
  if (a.title !== b.title) patch.title = b.title;
  if (a.description !== b.description) patch.description = b.description;
  if (a.isPublic !== b.isPublic) patch.isPublic = b.isPublic;
  if (!same(a.duration, b.duration)) patch.duration = b.duration;
  if (a.attemptMinutes !== b.attemptMinutes) patch.attemptMinutes = b.attemptMinutes;
  if (Date.parse(a.startDate) !== Date.parse(b.startDate)) patch.startDate = b.startDate;
  if (a.totalScore !== b.totalScore) patch.totalScore = b.totalScore;
  if (!same(a.batches, b.batches)) patch.batches = b.batches;
  if (!same(a.questions, b.questions)) patch.questions = b.questions;
  // The server checks the batch rule on the merged whizz; sending both keeps it local too.
  if (patch.isPublic !== undefined && patch.batches === undefined) patch.batches = b.batches;
  return patch;
}

/** 90 minutes → "1 h 30 min"; the stored value and unit as the staff typed them. */
export function durationLabel(d: { value: number; unit: DurationUnit }): string {
  if (d.unit === 'hours') return plural(d.value, 'hour');
  return `${d.value} min`;
}

/** The open window and, when set, each attempt's limit: "48 hours · 20 min each". */
export function scheduleLabel(w: {
  duration: { value: number; unit: DurationUnit };
  attemptMinutes: number | null;
}): string {
  const window = durationLabel(w.duration);
  return w.attemptMinutes === null ? window : `${window} · ${w.attemptMinutes} min each`;
}
