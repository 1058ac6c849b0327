import { useEffect, useState } from 'react';

import type { Answer } from '@app/shared';

import { ApiError } from '@/core/api-client';

import { saveAnswer, saveAnswerOnUnload } from '../api/whizz-api.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

const RETRY_MS = 3_000;

/**
 * The answer queue behind useAnswerSaver: each question's latest answer goes out after a delay,
 * one request per question at a time and in order; a failure is retried, a 409 closes the queue.
 */
export function createAnswerQueue(whizzId: string, setState: (s: SaveState) => void) {
  let onClosed = () => {};
  const timers = new Map<string, number>();
  const waiting = new Map<string, Answer>();
  const chains = new Map<string, Promise<void>>();
  let busy = 0;
  let closed = false;
  let failed = false;

  const settle = () => {
    if (busy === 0 && waiting.size === 0 && timers.size === 0) setState(failed ? 'error' : 'saved');
  };

  const sendNow = (questionId: string): Promise<void> => {
    const timer = timers.get(questionId);
    if (timer !== undefined) window.clearTimeout(timer);
    timers.delete(questionId);
    const next = (chains.get(questionId) ?? Promise.resolve()).then(async () => {
      const answer = waiting.get(questionId);
      if (!answer || closed) return;
      waiting.delete(questionId);
      busy += 1;
      setState('saving');
      try {
        await saveAnswer(whizzId, questionId, answer);
        busy -= 1;
        failed = false;
        settle();
      } catch (error) {
        busy -= 1;
        if (error instanceof ApiError && error.status === 409) {
          closed = true;
          onClosed();
          return;
        }
        // Keep it for a retry unless a newer answer came in meanwhile.
        if (!waiting.has(questionId)) waiting.set(questionId, answer);
        failed = true;
        setState('error');
        timers.set(
          questionId,
          window.setTimeout(() => void sendNow(questionId), RETRY_MS),
        );
      }
    });
    chains.set(questionId, next);
    return next;
  };

  return {
    /** Sets what happens when the server says the time is up. */
    onClosed(handler: () => void) {
      onClosed = handler;
    },
    save(questionId: string, answer: Answer, delay: number) {
      if (closed) return;
      waiting.set(questionId, answer);
      const timer = timers.get(questionId);
      if (timer !== undefined) window.clearTimeout(timer);
      timers.set(
        questionId,
        window.setTimeout(() => void sendNow(questionId), delay),
      );
      setState('saving');
    },
    /** Sends everything still waiting and resolves when every save has answered. */
    async flush() {
      const ids = new Set([...waiting.keys(), ...timers.keys()]);
      await Promise.all([...ids].map((id) => sendNow(id)));
      await Promise.all([...chains.values()]);
    },
    /** Sends what is waiting now, without waiting for the answers (leaving the page). */
    flushSoon() {
      for (const id of [...timers.keys()]) void sendNow(id);
    },
    /** The page is being unloaded: hand what is still waiting to keepalive requests. */
    flushOnUnload() {
      if (closed) return;
      for (const [id, answer] of waiting) {
        const timer = timers.get(id);
        if (timer !== undefined) window.clearTimeout(timer);
        timers.delete(id);
        saveAnswerOnUnload(whizzId, id, answer);
      }
      waiting.clear();
    },
  };
}

/**
 * Saves answers as they are given (PUT …/attempt/answers/{questionId}), `delay` ms after the
 * last change, with a state for the "Saved" indicator. A 409 means the time is up (the server
 * has submitted the attempt): `onClosed` is called.
 */
export function useAnswerSaver(whizzId: string, onClosed: () => void) {
  const [state, setState] = useState<SaveState>('idle');
  const [queue] = useState(() => createAnswerQueue(whizzId, setState));
  useEffect(() => queue.onClosed(onClosed), [queue, onClosed]);
  useEffect(() => () => queue.flushSoon(), [queue]);
  useEffect(() => {
    const onPageHide = () => queue.flushOnUnload();
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [queue]);
  return { state, save: queue.save, flush: queue.flush };
}
