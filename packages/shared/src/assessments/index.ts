/**
 * Assessments (issue #5): question bank, whizz quizzes, the coding judge and Kodex contests.
 * Public base /api/v1, staff base /api/v1/admin (the menu key each staff route serves is given).
 *
 * Staff, menu questions (super_admin, admin, instructor, mentor):
 *   GET  /admin/mcqs/all (ZMcqListQuery) → data{mcqs, pagination, allTags}
 *   POST /admin/mcqs (ZMcqBody) → 201 data.mcq;  GET|PATCH (ZMcqUpdateBody)|DELETE /admin/mcqs/{id}
 *   POST /admin/mcqs/import (text/csv) → data.report (ZImportReport)
 *   GET  /admin/fillintheblank (ZFibListQuery) → data{fillInTheBlanks, pagination, allTags}
 *   POST /admin/fillintheblank (ZFibBody) → 201 data.fillInTheBlank
 *   GET|PUT (ZFibUpdateBody)|DELETE /admin/fillintheblank/{id} → data.fillInTheBlank
 *   POST /admin/fillintheblank/import (text/csv) → data.report
 *   GET  /admin/coding-problems (ZCodingListQuery) → data{codingProblems, pagination, allTags}
 *   POST /admin/coding-problems (ZCodingProblemBody) → 201 data.codingProblem
 *   GET|PATCH (ZCodingProblemUpdateBody)|DELETE /admin/coding-problems/{id} → data.codingProblem
 *   POST /admin/coding-problems/check-solutions (ZCheckSolutionsBody) → 202 data.submissions
 *   GET  /admin/submissions/{id} → data.submission (menus questions or whizz)
 *   DELETE of a question a whizz uses → 409 ASSESS_MSG.questionInUse
 *
 * Staff, menu whizz (super_admin, admin, instructor, batch_manager, mentor):
 *   GET  /admin/whizz (ZWhizzListQuery) → data{whizz, pagination}
 *   POST /admin/whizz (ZWhizzBody) → 201 data.whizz;  GET|PUT (ZWhizzUpdateBody)|DELETE /admin/whizz/{id}
 *   GET  /admin/whizz/{id}/attempts?page&limit → ZStaffAttemptsData (scores, tab switches)
 *   GET  /admin/whizz/question-options (ZQuestionOptionsQuery) → data.questions
 *   GET  /admin/whizz/batch-options?search → data.batches
 *
 * Student (login required):
 *   GET  /whizz → data{whizz: ZStudentWhizz[], serverNow}
 *   GET  /whizz/{id} → ZStudentWhizzData (one whizz open to me: the start screen)
 *   POST /whizz/{id}/attempt → 201|200 data.attempt (start, or resume the running one); the
 *        attempt's deadline is attemptDeadline(startedAt, endsAt, attemptMinutes)
 *   GET  /whizz/{id}/attempt → data.attempt (404 ASSESS_MSG.attemptNotFound)
 *   PUT  /whizz/{id}/attempt/answers/{questionId} (ZAnswer) → data.answer;
 *        after the deadline → 409 ASSESS_MSG.timeUp (and the attempt is submitted)
 *   POST /whizz/{id}/attempt/tab-switch → data.tabSwitches
 *   POST /whizz/{id}/attempt/run (ZRunCodeBody) → 202 data.submission (visible tests)
 *   POST /whizz/{id}/attempt/submit-code (ZRunCodeBody) → 202 data.submission (all tests)
 *   GET  /whizz/{id}/attempt/submissions/{submissionId} → data.submission (hidden tests redacted)
 *   POST /whizz/{id}/attempt/submit → data.result
 *   GET  /whizz/{id}/result → data.result;  GET /whizz/{id}/leaderboard → ZLeaderboardData
 *
 * Kodex:
 *   GET  /kodex → data{contest: ZKodexContest | null, past: ZKodexContest[]} (public; isRegistered
 *        when signed in)
 *   POST /kodex/{contestId}/registrations (ZKodexRegistrationBody, public) → 201 data.registration;
 *        409 duplicate e-mail / phone; 400 outside the registration window
 *   GET  /kodex/{contestId}/ranking?page&limit (public) → ZKodexRankingData
 *   Taking part: POST /whizz/{whizzId}/attempt, allowed when the signed-in user's phone is
 *   registered for the contest (403 KODEX_MSG… kodexNotRegistered otherwise).
 *   menu kodexRegistrations: GET /admin/kodex-registrations (ZKodexListQuery) → ZKodexListData;
 *        GET /admin/kodex-registrations/export.csv; GET /admin/kodex-contests → data.contests;
 *        POST /admin/kodex-contests (ZKodexContestBody) → 201 data.contest; PUT|DELETE …/{id}
 */
export * from './judge.schema.ts';
export * from './kodex.schema.ts';
export * from './messages.ts';
export * from './question.schema.ts';
export * from './whizz.schema.ts';
