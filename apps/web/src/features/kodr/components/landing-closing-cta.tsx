import { CallbackButton } from '@/components/site/callback-button';
import { buttonStyles } from '@/components/ui/button-styles';

/** The last word of the page: a person to talk to before deciding. */
export function LandingClosingCta() {
  return (
    <section aria-labelledby="kodr-questions-title" className="bg-slate-50 pb-20 sm:pb-24">
      <div className="container-page">
        <div className="card flex flex-col items-start gap-6 p-7 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2
              id="kodr-questions-title"
              className="text-2xl font-extrabold tracking-tight text-slate-900"
            >
              Still deciding?
            </h2>
            <p className="mt-2 max-w-xl leading-relaxed text-slate-600">
              Talk to a counsellor about the syllabus, the schedule, the fee or whether Kodr is
              right for you. We call back within 24 hours.
            </p>
          </div>
          <CallbackButton
            className={buttonStyles({ size: 'lg', variant: 'secondary' })}
            iconClassName="size-4 text-brand-700"
          />
        </div>
      </div>
    </section>
  );
}
