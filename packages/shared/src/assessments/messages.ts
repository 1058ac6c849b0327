/**
 * Texts of the assessments feature. The quoted ones are calls.md §8 "Question bank and whizz" and
 * "Fill-in-the-blank" and product.md §5; the rest are ours, in plain words.
 */
export const ASSESS_MSG = {
  // calls.md §8 Question bank and whizz
  mcqCreateFailed: 'Failed to create MCQ',
  mcqFetchFailed: 'Failed to fetch MCQ',
  mcqDeleteFailed: 'Failed to delete MCQ',
  mcqUpdateFailed: 'Failed to update MCQ',
  mcqToggleFailed: 'Failed to toggle MCQ status',
  codingFetchFailed: 'Failed to fetch coding problem(s)',
  whizzNotFound: 'Whizz not found',
  whizzCreateFailed: 'Failed to create whizz',
  whizzUpdateFailed: 'Failed to update whizz',
  // calls.md §8 Fill-in-the-blank
  fibCreateFailed: 'Failed to create Fill in the Blank',
  fibDeleteFailed: 'Failed to delete Fill in the Blank',
  fibUpdateFailed: 'Failed to update Fill in the Blank',
  fibToggleFailed: 'Failed to toggle Fill in the Blank status',
  fibFetchFailed: 'Failed to fetch Fill in the Blanks list',
  fibCreated: 'Fill in the Blank created successfully',
  fibUpdated: 'Fill in the Blank updated successfully',
  // product.md §5
  optionsUnique: 'Options must be unique',
  noChanges: 'No changes made',

  // ours: question bank
  mcqCreated: 'MCQ created successfully',
  mcqUpdated: 'MCQ updated successfully',
  mcqDeleted: 'MCQ deleted',
  mcqNotFound: 'MCQ not found',
  fibDeleted: 'Fill in the Blank deleted',
  fibNotFound: 'Fill in the Blank not found',
  codingCreated: 'Coding problem created successfully',
  codingUpdated: 'Coding problem updated successfully',
  codingDeleted: 'Coding problem deleted',
  codingNotFound: 'Coding problem not found',
  codingCreateFailed: 'Failed to create coding problem',
  codingUpdateFailed: 'Failed to update coding problem',
  codingDeleteFailed: 'Failed to delete coding problem',
  problemIdTaken: 'A coding problem with this problem ID already exists',
  questionInUse: 'This question is part of a whizz; remove it from the whizz first',
  importDone: 'Import finished',
  importEmpty: 'The file has no rows to import',
  importTooLarge: 'Import at most 1000 rows at a time',
  importHeaderMissing: 'The CSV header is missing a column',

  // ours: whizz
  quizzesLoadFailed: 'Failed to load your quizzes',
  whizzCreated: 'Whizz created successfully',
  whizzUpdated: 'Whizz updated successfully',
  whizzDeleted: 'Whizz deleted',
  whizzBatchMissing: 'One of the chosen batches does not exist',
  whizzQuestionMissing: 'One of the chosen questions does not exist',
  whizzNotOpenToYou: 'This whizz is not open to you',
  whizzNotStarted: 'This whizz has not started yet',
  whizzEnded: 'This whizz has ended',
  attemptNotFound: 'You have not started this whizz',
  attemptSubmitted: 'Your answers have been submitted',
  attemptAlreadySubmitted: 'You have already submitted this whizz',
  timeUp: 'Time is up: your answers were submitted automatically',
  answerSaved: 'Answer saved',
  questionNotInWhizz: 'This question is not part of the whizz',
  answerTypeMismatch: 'This answer does not fit the question type',
  resultNotReady: 'Results are shown once your attempt is submitted',

  // ours: judge
  languageUnsupported: 'Choose JavaScript, Python, C++ or Java',
  sourceTooLarge: 'Code is at most 64 KB',
  sourceRequired: 'Write some code first',
  submissionNotFound: 'Submission not found',
  submissionQueued: 'Submission queued',

  // ours: kodex
  contestNotFound: 'Contest not found',
  noUpcomingContest: 'No contest is scheduled right now',
  kodexRegistered: 'You are registered! See you at the contest.',
  kodexDuplicateEmail: 'You have already registered for this contest with this email.',
  kodexDuplicatePhone: 'You have already registered for this contest with this phone number.',
  kodexRegistrationClosed: 'Registration for this contest is closed.',
  kodexRegistrationNotOpen: 'Registration for this contest has not opened yet.',
  kodexNotRegistered: 'Register for this contest to take part',
  kodexFetchFailed: 'Failed to fetch kodex registrations',
  contestSaved: 'Contest saved',
} as const;
