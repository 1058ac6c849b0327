import { ArrowRight, CalendarClock, GraduationCap, Trophy } from 'lucide-react';
import { Link } from 'react-router';

const highlights = [
  {
    icon: GraduationCap,
    title: 'Live, mentor-led courses',
    text: 'Learn full-stack development in small batches with mentors who review your code, not just your quiz scores.',
    link: { label: 'Browse courses', to: '/courses' },
  },
  {
    icon: CalendarClock,
    title: 'Kodr: the 100-day bootcamp',
    text: 'Monday to Saturday, 10:00 AM to 2:00 PM: four hours of non-stop coding daily, in-house, ending in a real project.',
    link: { label: 'Explore Kodr', to: '/kodr' },
  },
  {
    icon: Trophy,
    title: 'Whizz quizzes and Kodex contests',
    text: 'Test what you learnt with timed quizzes and climb the leaderboard in coding contests.',
    link: { label: 'Start practising', to: '/whizz' },
  },
];

export function HomeHighlights() {
  return (
    <section aria-labelledby="highlights-title" className="container-page py-20">
      <h2
        id="highlights-title"
        className="max-w-2xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
      >
        Everything you need to become job-ready
      </h2>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {highlights.map(({ icon: Icon, title, text, link }) => (
          <li key={title} className="card flex flex-col p-6 transition-shadow hover:shadow-pop">
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-lg font-bold text-slate-900">{title}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{text}</p>
            <Link to={link.to} className="link mt-5 inline-flex items-center gap-1.5 text-sm">
              {link.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
