import { clsx } from 'clsx';
import { CircleAlert, ExternalLink, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';

import {
  HOME_MSG,
  ZHomeContent,
  type AdminHomeData,
  type HomeContent,
  type HomeContentInput,
} from '@app/shared';

import { countErrors, firstErrorPath, Form, useZodForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { UnpublishedLeaveGuard } from '@/components/ui/leave-guard';
import { toast } from '@/core/toast';

import { usePublishHome } from '../api/publish-home.ts';
import { CourseChoicesContext } from './course-choices.ts';
import type { HomeErrors, HomePath } from './home-form.ts';
import { HomePreview } from './home-preview.tsx';
import { PublishedNote } from './published-note.tsx';
import { SectionPanels } from './section-panels.tsx';
import { SECTIONS, SectionTabs, type SectionKey } from './section-tabs.tsx';

type View = 'edit' | 'preview';

/** The /admin/edit-home form: one tab per home section, a live preview, Publish and Reset. */
export function HomeEditor({ data }: { data: AdminHomeData }) {
  const form = useZodForm(ZHomeContent, {
    defaultValues: data.home as HomeContentInput,
  });
  const { errors, isDirty, isSubmitted } = form.formState;
  const [tab, setTab] = useState<SectionKey>('hero');
  const [view, setView] = useState<View>('edit');
  const publish = usePublishHome();
  const errorCount = countErrors(errors);

  const showInvalid = (fieldErrors: HomeErrors) => {
    const section = SECTIONS.find(({ key }) => countErrors(fieldErrors[key]) > 0)?.key;
    if (!section) return;
    flushSync(() => {
      setTab(section);
      setView('edit');
    });
    const path = firstErrorPath(fieldErrors[section], section);
    if (path) form.setFocus(path as HomePath, { shouldSelect: false });
  };

  const onPublish = async (values: HomeContent) => {
    const saved = await publish.mutateAsync(values);
    form.reset(saved.home);
    toast.success(HOME_MSG.saved);
  };

  // What the badge says when nothing is pending: the page is published, or visitors see the
  // default content (PublishedNote says which, never "up to date" beside "not published").
  const savedState = data.updatedAt ? 'Published' : 'Default content';

  return (
    <CourseChoicesContext
      value={{ courseChoices: data.courseChoices, hiddenCourses: data.hiddenCourses }}
    >
      <Form
        form={form}
        onSubmit={onPublish}
        onInvalid={showInvalid}
        // Invalid fields may sit in a hidden tab: showInvalid opens the tab first, then focuses.
        focusInvalid={false}
        tell="toast"
        failureMessage="Failed to publish home page"
        look="public"
        className="mx-auto max-w-[100rem]"
      >
        <UnpublishedLeaveGuard when={isDirty && !publish.isPending} subject="the home page" />
        <header className="z-20 md:sticky md:top-16 -mx-4 -mt-6 flex flex-col gap-3 border-b border-slate-200 bg-slate-50/95 px-4 py-4 backdrop-blur sm:-mx-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:-mx-8 lg:px-8">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">
                Edit home page
              </h1>
              <span
                className={clsx(
                  'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  isDirty ? 'bg-amber-50 text-amber-800' : 'bg-emerald-50 text-emerald-800',
                )}
                data-testid="edit-home-status"
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'size-1.5 rounded-full',
                    isDirty ? 'bg-amber-500' : 'bg-emerald-500',
                  )}
                />
                {isDirty ? 'Unsaved changes' : savedState}
              </span>
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <PublishedNote data={data} />
              <a
                href="/"
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
              >
                View live page
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
              <Link
                to="/admin/edit-home/pages/privacy"
                data-testid="edit-home-site-pages"
                className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
              >
                Policy and contact pages
              </Link>
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <Button
              icon={RotateCcw}
              variant="secondary"
              onClick={() => form.reset()}
              disabled={!isDirty || publish.isPending}
              data-testid="edit-home-reset"
            >
              Reset changes
            </Button>
            <Button
              icon={Send}
              type="submit"
              isLoading={publish.isPending}
              loadingText="Publishing..."
              data-testid="edit-home-publish"
            >
              Publish
            </Button>
          </div>
        </header>

        {isSubmitted && errorCount > 0 && (
          <p
            role="alert"
            className="mt-6 flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
            {errorCount === 1
              ? 'Fix the highlighted field before publishing.'
              : `Fix the ${errorCount} highlighted fields before publishing.`}
          </p>
        )}

        <div
          role="group"
          aria-label="Show"
          className="mt-6 inline-flex rounded-xl border border-slate-200 bg-white p-1 xl:hidden"
        >
          {(['edit', 'preview'] as const).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={view === key}
              onClick={() => setView(key)}
              className={clsx(
                'h-9 rounded-lg px-4 text-sm font-semibold transition-colors',
                view === key ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {key === 'edit' ? 'Edit' : 'Preview'}
            </button>
          ))}
        </div>

        <div className="mt-6 grid items-start gap-8 xl:grid-cols-2">
          <div className={clsx('card @container min-w-0', view === 'preview' && 'hidden xl:block')}>
            <div className="border-b border-slate-200 p-3">
              <SectionTabs active={tab} onChange={setTab} errors={errors} />
            </div>
            <SectionPanels active={tab} />
          </div>
          <div
            className={clsx('min-w-0 xl:sticky xl:top-44', view === 'edit' && 'hidden xl:block')}
          >
            <HomePreview
              control={form.control}
              activeSection={tab}
              courseChoices={data.courseChoices}
            />
          </div>
        </div>
      </Form>
    </CourseChoicesContext>
  );
}
