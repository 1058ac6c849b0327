import { CalendarPlus, PlayCircle, Radio, Video } from 'lucide-react';
import { useState } from 'react';

import { formatWeekdayDateTime, liveClassTiming, plural, type LiveClass } from '@app/shared';

import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/core/api-client';
import { countdownParts, formatMinutes } from '@/core/countdown';
import { useNow } from '@/core/hooks/use-now';
import { toast } from '@/core/toast';

import { joinLiveClass, useCalendarFeed, useLiveClasses } from '../api/live-classes.ts';
import { BlockSkeleton } from './block-skeleton.tsx';

/** "in 2 days 3 hr", "in 5 min 10 s": the time left, as one short phrase. */
function timeLeft(ms: number): string {
  const p = countdownParts(ms);
  if (p.days > 0) return `${plural(p.days, 'day')} ${p.hours} hr`;
  if (p.hours > 0) return `${p.hours} hr ${p.minutes} min`;
  return `${p.minutes} min ${String(p.seconds).padStart(2, '0')} s`;
}

/** The class's timing now (the list's answer ages; the clock moves on). */
const timingOf = (c: LiveClass, now: number) =>
  liveClassTiming(c.startsAt, c.durationMinutes, new Date(now));

/**
 * The batch's live classes atop the classroom: the next (or running) class with a countdown and a
 * Join button that opens 10 minutes before the start, the classes to come, the past ones with
 * their recordings, and the personal calendar feed.
 */
export function LiveClassesCard({ batchId }: { batchId: string }) {
  const { data: classes, error, refetch } = useLiveClasses(batchId);
  const now = useNow(1000);
  const [calendarOpen, setCalendarOpen] = useState(false);
  if (error && !classes) {
    return (
      <InlineError
        testId="live-classes-error"
        message={getErrorMessage(error, 'Could not load the live classes.')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!classes) return <BlockSkeleton rows={1} height="h-40" />;
  if (classes.length === 0) return null;

  const current = classes.filter((c) => timingOf(c, now).status !== 'ended');
  const past = classes.filter((c) => timingOf(c, now).status === 'ended').reverse();
  const [next, ...later] = current;

  return (
    <section aria-labelledby="live-title" data-testid="live-classes">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">Live classes</p>
          <h2 id="live-title" className="mt-1 text-xl font-extrabold text-slate-900 sm:text-2xl">
            {next ? 'Next live class' : 'Live classes'}
          </h2>
        </div>
        <Button
          variant="secondary"
          size="sm"
          icon={CalendarPlus}
          onClick={() => setCalendarOpen((o) => !o)}
          aria-expanded={calendarOpen}
          aria-controls="live-calendar"
          data-testid="live-calendar-toggle"
        >
          Add to calendar
        </Button>
      </div>
      {calendarOpen && <CalendarLink />}
      {next && <NextClass batchId={batchId} item={next} now={now} />}
      {later.length > 0 && (
        <ClassList title="Coming up" testId="live-upcoming" items={later} now={now} />
      )}
      {past.length > 0 && (
        <ClassList title="Past classes" testId="live-past" items={past} now={now} />
      )}
    </section>
  );
}

function NextClass({ batchId, item, now }: { batchId: string; item: LiveClass; now: number }) {
  const timing = timingOf(item, now);
  const [joining, setJoining] = useState(false);
  const opensIn = Date.parse(timing.joinOpensAt) - now;
  const startsIn = Date.parse(item.startsAt) - now;

  // The tab opens synchronously on the click (popup blockers allow that), then goes to the link.
  const onJoin = async () => {
    const tab = window.open('', '_blank');
    setJoining(true);
    try {
      const link = await joinLiveClass(batchId, item._id);
      if (tab) {
        tab.opener = null;
        tab.location.href = link;
      } else {
        window.location.assign(link);
      }
    } catch (error) {
      tab?.close();
      toast.error(getErrorMessage(error, 'Could not open the class. Please try again.'));
    } finally {
      setJoining(false);
    }
  };

  return (
    <div
      data-testid="live-next"
      className="mt-5 overflow-hidden rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          {timing.status === 'live' ? (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-800">
              <Radio className="size-3.5" aria-hidden="true" />
              Live now
            </p>
          ) : (
            <p className="text-sm font-semibold text-brand-800" data-testid="live-countdown">
              Starts in {timeLeft(startsIn)}
            </p>
          )}
          <h3
            className="mt-2 text-lg font-bold break-words text-slate-900"
            data-testid="live-next-title"
          >
            {item.title}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {formatWeekdayDateTime(item.startsAt)} IST · {formatMinutes(item.durationMinutes)}
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-1.5 sm:items-end">
          <Button
            onClick={() => void onJoin()}
            disabled={!timing.canJoin}
            isLoading={joining}
            loadingText="Opening…"
            icon={Video}
            data-testid="live-join"
            className="w-full sm:w-auto"
          >
            Join class
          </Button>
          {!timing.canJoin && (
            <p className="text-xs text-slate-600">Opens in {timeLeft(opensIn)}</p>
          )}
        </div>
      </div>
    </div>
  );
}

function ClassList({
  title,
  items,
  now,
  testId,
}: {
  title: string;
  items: LiveClass[];
  now: number;
  testId: string;
}) {
  return (
    <div className="mt-6">
      <h3 className="text-sm font-bold text-slate-700">{title}</h3>
      <ul
        data-testid={testId}
        className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      >
        {items.map((c) => {
          const ended = timingOf(c, now).status === 'ended';
          return (
            <li
              key={c._id}
              data-testid="live-class-row"
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{c.title}</p>
                <p className="text-sm text-slate-600">
                  {formatWeekdayDateTime(c.startsAt)} IST · {formatMinutes(c.durationMinutes)}
                  {ended && c.attended && ' · Attended'}
                </p>
              </div>
              {ended &&
                (c.recordingUrl ? (
                  <a
                    href={c.recordingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="link inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold"
                    data-testid="live-recording"
                  >
                    <PlayCircle className="size-4" aria-hidden="true" />
                    Watch recording
                  </a>
                ) : (
                  <span className="shrink-0 text-sm text-slate-500">No recording yet</span>
                ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** "Add to calendar": the personal .ics feed (made on first use), to copy or open as webcal. */
function CalendarLink() {
  const feed = useCalendarFeed(true);
  return (
    <div
      id="live-calendar"
      data-testid="live-calendar"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      {feed.error ? (
        <p className="text-red-700">{getErrorMessage(feed.error, 'Could not get your link.')}</p>
      ) : !feed.data ? (
        <p className="text-slate-600">Getting your calendar link…</p>
      ) : (
        <>
          <p className="text-slate-700">
            Your personal calendar link has every live class of your batches and stays up to date.
            Add it to Google Calendar (Other calendars, From URL), Apple Calendar or Outlook. Keep
            it to yourself.
          </p>
          <div className="mt-2 flex items-center gap-2">
            <code
              className="min-w-0 flex-1 truncate rounded-lg bg-slate-100 px-2 py-1.5 text-xs text-slate-800"
              data-testid="live-calendar-url"
            >
              {feed.data.url}
            </code>
            <CopyButton text={feed.data.url} label="Copy calendar link" toastText="Link copied" />
          </div>
          <a
            href={feed.data.webcalUrl}
            className="link mt-2 inline-block font-semibold"
            data-testid="live-calendar-webcal"
          >
            Open in my calendar app
          </a>
        </>
      )}
    </div>
  );
}
