import { clsx } from 'clsx';
import { Award, CalendarPlus, MessageCircleQuestion, Mic, Sparkles, Video } from 'lucide-react';

import type { PublicWebinar } from '@app/shared';

import { DetailCard } from '@/components/site/detail-card';
import { IconTile } from '@/components/ui/icon-tile';

import { initials, paragraphs } from '../lib/webinar-display.ts';

const AVATAR_TONES = [
  'bg-brand-100 text-brand-800',
  'bg-amber-100 text-amber-800',
  'bg-emerald-100 text-emerald-800',
  'bg-sky-100 text-sky-800',
];

/** What the session is about, who speaks, and what a participant gets. */
export function WebinarDetails({ webinar }: { webinar: PublicWebinar }) {
  const text = paragraphs(webinar.description);
  const gets = [
    { icon: Video, title: 'A live session', text: 'Taught live, not a recording.' },
    {
      icon: MessageCircleQuestion,
      title: 'Your questions answered',
      text: 'Time at the end for questions from the audience.',
    },
    {
      icon: CalendarPlus,
      title: 'Calendar invite',
      text: 'The joining link and an invite for your calendar, by e-mail.',
    },
    ...(webinar.certificateEnabled
      ? [
          {
            icon: Award,
            title: 'Certificate of participation',
            text: 'E-mailed to attendees after the session, with a link anyone can verify.',
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-6">
      {text.length > 0 && (
        <DetailCard title="About this webinar" icon={Sparkles} testId="webinar-about">
          <div className="space-y-4 leading-relaxed text-slate-700">
            {text.map((p, i) => (
              <p key={i} className="whitespace-pre-line">
                {p}
              </p>
            ))}
          </div>
        </DetailCard>
      )}
      {webinar.speakers.length > 0 && (
        <DetailCard
          title={webinar.speakers.length === 1 ? 'Your speaker' : 'Your speakers'}
          icon={Mic}
          testId="webinar-speakers"
        >
          <ul role="list" className="grid gap-3 sm:grid-cols-2">
            {webinar.speakers.map((speaker, i) => (
              <li
                key={`${speaker.name}-${i}`}
                className="flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50/70 p-3"
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'grid size-12 shrink-0 place-items-center rounded-full text-sm font-bold',
                    AVATAR_TONES[i % AVATAR_TONES.length],
                  )}
                >
                  {initials(speaker.name)}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{speaker.name}</span>
                  {speaker.title && (
                    <span className="block text-sm text-slate-600">{speaker.title}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </DetailCard>
      )}
      <DetailCard title="What you get" icon={Award} testId="webinar-benefits">
        <ul role="list" className="grid gap-4 sm:grid-cols-2">
          {gets.map(({ icon: Icon, title, text: line }) => (
            <li key={title} className="flex gap-3">
              <IconTile
                icon={Icon}
                className="size-10 shrink-0 bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100"
              />
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="block text-sm text-slate-600">{line}</span>
              </span>
            </li>
          ))}
        </ul>
      </DetailCard>
    </div>
  );
}
