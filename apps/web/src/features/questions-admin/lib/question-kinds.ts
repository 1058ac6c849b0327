import { ASSESS_MSG } from '@app/shared';

/** The `type` of /admin/questions?type=… and the `{questionType}` of the editor routes. */
export const QUESTION_KINDS = ['mcq', 'coding', 'fib'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const isQuestionKind = (value: unknown): value is QuestionKind =>
  typeof value === 'string' && (QUESTION_KINDS as readonly string[]).includes(value);

type KindText = {
  /** Tab label. */
  tab: string;
  /** One question, as a noun in sentences. */
  noun: string;
  /** "New …" button. */
  newLabel: string;
  /** Plural for the pagination range text. */
  plural: string;
  fetchListFailed: string;
  fetchOneFailed: string;
  createFailed: string;
  updateFailed: string;
  toggleFailed: string;
  deleteFailed: string;
  created: string;
  updated: string;
  deleted: string;
};

/** The words and the spec's texts (calls.md §8) of each bank. */
export const KIND_TEXT: Record<QuestionKind, KindText> = {
  mcq: {
    tab: 'MCQ',
    noun: 'MCQ',
    newLabel: 'New MCQ',
    plural: 'MCQs',
    fetchListFailed: ASSESS_MSG.mcqFetchFailed,
    fetchOneFailed: ASSESS_MSG.mcqFetchFailed,
    createFailed: ASSESS_MSG.mcqCreateFailed,
    updateFailed: ASSESS_MSG.mcqUpdateFailed,
    toggleFailed: ASSESS_MSG.mcqToggleFailed,
    deleteFailed: ASSESS_MSG.mcqDeleteFailed,
    created: ASSESS_MSG.mcqCreated,
    updated: ASSESS_MSG.mcqUpdated,
    deleted: ASSESS_MSG.mcqDeleted,
  },
  coding: {
    tab: 'Coding problem',
    noun: 'coding problem',
    newLabel: 'New coding problem',
    plural: 'coding problems',
    fetchListFailed: ASSESS_MSG.codingFetchFailed,
    fetchOneFailed: ASSESS_MSG.codingFetchFailed,
    createFailed: ASSESS_MSG.codingCreateFailed,
    updateFailed: ASSESS_MSG.codingUpdateFailed,
    // Not quoted by the spec for coding problems; the update text says what went wrong.
    toggleFailed: ASSESS_MSG.codingUpdateFailed,
    deleteFailed: ASSESS_MSG.codingDeleteFailed,
    created: ASSESS_MSG.codingCreated,
    updated: ASSESS_MSG.codingUpdated,
    deleted: ASSESS_MSG.codingDeleted,
  },
  fib: {
    tab: 'Fill in the blank',
    noun: 'fill in the blank',
    newLabel: 'New fill in the blank',
    plural: 'questions',
    fetchListFailed: ASSESS_MSG.fibFetchFailed,
    fetchOneFailed: ASSESS_MSG.fibFetchFailed,
    createFailed: ASSESS_MSG.fibCreateFailed,
    updateFailed: ASSESS_MSG.fibUpdateFailed,
    toggleFailed: ASSESS_MSG.fibToggleFailed,
    deleteFailed: ASSESS_MSG.fibDeleteFailed,
    created: ASSESS_MSG.fibCreated,
    updated: ASSESS_MSG.fibUpdated,
    deleted: ASSESS_MSG.fibDeleted,
  },
};

export const newQuestionPath = (kind: QuestionKind) => `/admin/questions/new/${kind}`;
export const editQuestionPath = (kind: QuestionKind, id: string) =>
  `/admin/questions/update/${encodeURIComponent(id)}/${kind}`;
export const questionListPath = (kind: QuestionKind) =>
  kind === 'mcq' ? '/admin/questions' : `/admin/questions?type=${kind}`;
