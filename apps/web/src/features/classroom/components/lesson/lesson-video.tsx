import { useEffect, useEffectEvent, useRef } from 'react';

import { embedProviderOf, videoEmbedUrl } from '@app/shared';

import {
  subscribeMessage,
  WATCHED_FRACTION,
  watchedFraction,
  withPlayerApi,
  type PlayerKind,
} from '../../lib/watch-progress.ts';

type LessonVideoProps = {
  url: string;
  title: string;
  /** Called once when the student has watched about 90 % of it. */
  onWatched: () => void;
};

/**
 * A lesson's video: YouTube and Vimeo in their players, an MP4 in the browser's own. Watching
 * about 90 % of it calls `onWatched` once (players report their time by message).
 */
export function LessonVideo({ url, title, onWatched }: LessonVideoProps) {
  const fired = useRef(false);
  const report = (fraction: number | null) => {
    if (fraction === null || fraction < WATCHED_FRACTION || fired.current) return;
    fired.current = true;
    onWatched();
  };

  const embed = videoEmbedUrl(url);
  const frame = 'aspect-video w-full overflow-hidden rounded-2xl bg-slate-950 shadow-lg';
  if (!embed) {
    return (
      <video
        data-testid="lesson-video"
        controls
        preload="metadata"
        src={url}
        className={frame}
        onTimeUpdate={(e) => {
          const v = e.currentTarget;
          report(v.duration > 0 ? v.currentTime / v.duration : null);
        }}
      >
        <a href={url}>Download the video</a>
      </video>
    );
  }
  const kind: PlayerKind = embedProviderOf(embed)?.name === 'Vimeo' ? 'vimeo' : 'youtube';
  return (
    <EmbeddedPlayer embed={embed} kind={kind} title={title} report={report} className={frame} />
  );
}

function EmbeddedPlayer({
  embed,
  kind,
  title,
  report,
  className,
}: {
  embed: string;
  kind: PlayerKind;
  title: string;
  report: (fraction: number | null) => void;
  className: string;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const onReport = useEffectEvent(report);
  const src = withPlayerApi(embed, kind, window.location.origin);
  const origin = new URL(src).origin;

  useEffect(() => {
    const state = { duration: 0 };
    const subscribe = () => ref.current?.contentWindow?.postMessage(subscribeMessage(kind), origin);
    const onMessage = (event: MessageEvent) => {
      if (event.source !== ref.current?.contentWindow) return;
      if (kind === 'vimeo' && String(event.data).includes('"ready"')) subscribe();
      onReport(watchedFraction(kind, event.data, state));
    };
    window.addEventListener('message', onMessage);
    const frame = ref.current;
    frame?.addEventListener('load', subscribe);
    return () => {
      window.removeEventListener('message', onMessage);
      frame?.removeEventListener('load', subscribe);
    };
  }, [kind, origin]);

  return (
    <div className={className}>
      <iframe
        ref={ref}
        data-testid="lesson-video"
        src={src}
        title={title}
        className="size-full"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
