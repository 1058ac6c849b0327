import { CalendarClock, GraduationCap, Trophy } from 'lucide-react';
import { Link } from 'react-router';

import { Logo } from '@/components/ui/logo';

const points = [
  { icon: GraduationCap, text: 'Live, mentor-led courses in full-stack development' },
  { icon: CalendarClock, text: 'Kodr: a 100-day in-house bootcamp, four hours of coding daily' },
  { icon: Trophy, text: 'Whizz quizzes and Kodex contests to sharpen your skills' },
];

/** Desktop-only brand panel beside the sign-in card; decorative for the flow itself. */
export function AuthShowcase() {
  return (
    <aside
      aria-label="About KodeSchool"
      className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-brand-950 p-12 text-white lg:flex"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-brand-600/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -left-24 size-96 rounded-full bg-fuchsia-500/20 blur-3xl"
      />
      <Link to="/" className="relative w-fit rounded-lg">
        <Logo inverted />
      </Link>
      <div className="relative">
        <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">
          Learn to code, get hired
        </p>
        <p className="mt-4 text-4xl leading-tight font-extrabold tracking-tight">
          Your first developer job starts with one line of code.
        </p>
        <ul className="mt-10 space-y-5">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-4 text-brand-100">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/10">
                <Icon className="size-5 text-brand-200" aria-hidden="true" />
              </span>
              <span className="pt-2 text-base">{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-brand-200">
        Sign in with your phone number: no passwords to remember.
      </p>
    </aside>
  );
}
