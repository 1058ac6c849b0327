import { useState } from 'react';

import { ASSESS_MSG, byteLength, MAX_SOURCE_BYTES, type Submission } from '@app/shared';

import { getErrorMessage } from '@/core/api-client';

export type JudgeKind = 'run' | 'submit';
/** The Run or Submit on screen: its submission's id once the judge has taken the code. */
export type JudgeJob = { kind: JudgeKind; id: string | null };
export type JudgeSend = ReturnType<typeof useJudgeSend>;

/** Why the code is not sent at all (empty, too large), or null. */
function sourceProblem(code: string): string | null {
  if (!code.trim()) return ASSESS_MSG.sourceRequired;
  if (byteLength(code) > MAX_SOURCE_BYTES) return ASSESS_MSG.sourceTooLarge;
  return null;
}

/**
 * Sending code to the judge (a whizz question, a practice lesson): the job on screen, a send
 * the browser or the server refused, and whether the send is still on its way. `post` hands the
 * code to the screen's own endpoint.
 */
export function useJudgeSend(post: (kind: JudgeKind) => Promise<{ _id: string }>) {
  const [job, setJob] = useState<JudgeJob | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async (kind: JudgeKind, code: string) => {
    setJob({ kind, id: null });
    setSendError(sourceProblem(code));
    if (sourceProblem(code)) return;
    setSending(true);
    try {
      const s = await post(kind);
      setJob({ kind, id: s._id });
    } catch (error) {
      setSendError(getErrorMessage(error, 'The judge did not take the code; try again'));
    } finally {
      setSending(false);
    }
  };
  return { job, sendError, sending, send };
}

/**
 * Where the judging stands: the job, its submission as last read, whether it is still with the
 * judge, and what the SubmissionPanel shows as an error (the refused send, else a submission
 * that could not be read).
 */
export function judgeStatus(
  { job, sending, sendError }: JudgeSend,
  submission: { data: Submission | undefined; isError: boolean; error: unknown },
) {
  const sub = submission.data;
  const isJudging =
    sending ||
    (job !== null &&
      job.id !== null &&
      (!sub || sub.status === 'queued' || sub.status === 'running'));
  const error =
    sendError ??
    (submission.isError ? getErrorMessage(submission.error, 'Submission not found') : null);
  return { job, sub, isJudging, error };
}
export type JudgeStatus = ReturnType<typeof judgeStatus>;
