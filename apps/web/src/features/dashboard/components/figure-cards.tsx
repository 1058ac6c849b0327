import { BookOpenCheck, BadgeIndianRupee, BadgeCheck, ListChecks } from 'lucide-react';

import { formatPaise, type Dashboard, formatNumber } from '@app/shared';

import { formatShare } from '../lib/format.ts';
import { FigureCard } from './figure-card.tsx';
import { RegistrationsCard } from './registrations-card.tsx';

/** The figures counted over the chosen range. */
export function RangeFigures({ figures }: { figures: Dashboard['figures'] }) {
  const { registrations, conversions, revenuePaise, newEnrolments, quizAttempts } = figures;
  const share = formatShare(conversions, registrations.total);
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
      <RegistrationsCard
        registrations={registrations}
        className="sm:col-span-2 lg:col-span-1 lg:row-span-2"
      />
      <FigureCard
        icon={BadgeCheck}
        label="Conversions to paid"
        value={formatNumber(conversions)}
        hint={share ? `${share} of new registrations` : 'Successful payments'}
        testId="figure-conversions"
      />
      <FigureCard
        icon={BadgeIndianRupee}
        label="Revenue"
        value={formatPaise(revenuePaise)}
        hint={
          conversions > 0
            ? `${formatPaise(Math.round(revenuePaise / conversions / 100) * 100)} per payment on average`
            : 'From successful payments'
        }
        testId="figure-revenue"
      />
      <FigureCard
        icon={BookOpenCheck}
        label="New enrolments"
        value={formatNumber(newEnrolments)}
        hint="Students who joined a batch"
        link={{ to: '/admin/courses', label: 'Courses and batches' }}
        testId="figure-enrolments"
      />
      <FigureCard
        icon={ListChecks}
        label="Quiz attempts"
        value={formatNumber(quizAttempts)}
        hint="Whizz quizzes started"
        link={{ to: '/admin/whizz', label: 'Whizz quizzes' }}
        testId="figure-quiz-attempts"
      />
    </div>
  );
}
