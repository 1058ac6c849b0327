import { ChevronRight, Gift, LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';

import type { Quote } from '@app/shared';

/** The page title band: breadcrumb back to the course, and the secure-checkout badge. */
export function CheckoutHeader({ quote }: { quote?: Quote }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="container-page py-6 sm:py-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-slate-500">
            <li>
              <Link to="/courses" className="hover:text-slate-800 hover:underline">
                Courses
              </Link>
            </li>
            {quote && (
              <li className="flex min-w-0 items-center gap-1">
                <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
                <Link
                  to={`/courses/${quote.batch.course}`}
                  className="truncate hover:text-slate-800 hover:underline"
                >
                  {quote.batch.courseTitle}
                </Link>
              </li>
            )}
            <li className="flex items-center gap-1">
              <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
              <span aria-current="page" className="font-semibold text-slate-700">
                Checkout
              </span>
            </li>
          </ol>
        </nav>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Checkout</h1>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-bold text-emerald-800 ring-1 ring-emerald-600/20">
            <LockKeyhole className="size-3.5" aria-hidden="true" />
            Secure checkout
          </p>
        </div>
      </div>
    </div>
  );
}

/** Shown instead of the payment methods when a coupon covers the whole fee. */
export function FreeEnrolment() {
  return (
    <section data-testid="checkout-free" className="card flex gap-4 p-5 sm:p-6">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700">
        <Gift className="size-6" aria-hidden="true" />
      </span>
      <div>
        <h2 className="text-lg font-extrabold text-slate-900">No payment needed</h2>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">
          Your coupon covers the whole fee. Confirm below and the batch is yours straight away.
        </p>
      </div>
    </section>
  );
}
