import { ArrowRight, BookOpenCheck } from 'lucide-react';
import { Link } from 'react-router';

import { COMMERCE_MSG } from '@app/shared';

import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

type OwnedBatchNoticeProps = {
  courseTitle: string;
  owned: { _id: string; name: string };
  onContinue: () => void;
};

/**
 * Said before a student pays for a second batch of a course they already have (the quote's
 * ownedBatch): they go to their classroom, or say they do want another place.
 */
export function OwnedBatchNotice({ courseTitle, owned, onContinue }: OwnedBatchNoticeProps) {
  return (
    <section
      aria-labelledby="owned-batch-title"
      data-testid="checkout-owned"
      className="card flex gap-4 border-amber-300 bg-amber-50 p-5 sm:p-6"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800">
        <BookOpenCheck className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2
          id="owned-batch-title"
          data-testid="checkout-owned-title"
          className="text-lg font-extrabold break-words text-slate-900"
        >
          {COMMERCE_MSG.ownsAnotherBatch(courseTitle, owned.name)}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-slate-700">
          This is another batch of the same course, so you would pay for a second place. Carry on
          only if you want both, for example to join at other timings.
        </p>
        <div className="mt-4 flex flex-col gap-2.5 sm:flex-row">
          <Link
            to={`/classroom?batch=${owned._id}`}
            data-testid="checkout-owned-classroom"
            className={buttonStyles({})}
          >
            Go to my classroom
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <Button variant="secondary" data-testid="checkout-owned-continue" onClick={onContinue}>
            Continue to buy this batch
          </Button>
        </div>
      </div>
    </section>
  );
}
