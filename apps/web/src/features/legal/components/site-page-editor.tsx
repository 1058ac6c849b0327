import { useWatch } from 'react-hook-form';

import {
  SITE_PAGE_MAX_BODY,
  SITE_PAGE_MSG,
  ZSitePageContent,
  type AdminSitePage,
  type SitePageContent,
  type SitePageContentInput,
  formatNumber,
} from '@app/shared';

import { SaveBar } from '@/components/admin/save-bar';
import { countErrors, Form, FormText, FormTextArea, useZodForm } from '@/components/form';
import { UnpublishedLeaveGuard } from '@/components/ui/leave-guard';
import { formatDateTime } from '@/core/format-date';
import { toast } from '@/core/toast';

import { usePublishSitePage } from '../api/admin-site-page.ts';
import { Markdown } from './markdown.tsx';

/** One page's title and Markdown text, with a live preview; Publish makes it live. */
export function SitePageEditor({ page }: { page: AdminSitePage }) {
  const form = useZodForm(ZSitePageContent, {
    defaultValues: { title: page.title, body: page.body } as SitePageContentInput,
  });
  const { control, reset, formState } = form;
  const { errors, isDirty } = formState;
  const [title, body] = useWatch({ control, name: ['title', 'body'] });
  const publish = usePublishSitePage(page.slug);

  const onPublish = async (values: SitePageContent) => {
    const saved = await publish.mutateAsync(values);
    reset({ title: saved.title, body: saved.body });
    toast.success(SITE_PAGE_MSG.saved);
  };

  return (
    <Form
      form={form}
      onSubmit={onPublish}
      tell="toast"
      failureMessage="Failed to publish the page"
      className="space-y-6"
    >
      <UnpublishedLeaveGuard when={isDirty && !publish.isPending} subject="this page" />
      <p data-testid="site-page-published" className="text-sm text-slate-600">
        {page.updatedAt ? (
          <>
            Last published <time dateTime={page.updatedAt}>{formatDateTime(page.updatedAt)}</time>
            {page.updatedBy && (
              <>
                {' '}
                by <span className="font-medium text-slate-800">{page.updatedBy.name}</span>
              </>
            )}
          </>
        ) : (
          'Not published yet: visitors see the default text. Replace the words in [brackets] with your own.'
        )}
      </p>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <div className="card space-y-5 p-5 sm:p-6">
          <FormText name="title" label="Title" testId="site-page-title-input" />
          <FormTextArea
            name="body"
            label="Text"
            hint={`Markdown: ## Heading, **bold**, *italic*, - list item, [link](/refunds). A new line stays a new line. Up to ${formatNumber(SITE_PAGE_MAX_BODY)} characters.`}
            rows={24}
            spellCheck
            mono
            inputClassName="text-[13px] leading-relaxed"
            testId="site-page-body-input"
          />
        </div>
        <section aria-label="Preview" className="card p-5 sm:p-8 xl:sticky xl:top-24">
          <p className="text-xs font-bold tracking-widest text-slate-500 uppercase">Preview</p>
          <h2 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900">
            {title || 'Untitled'}
          </h2>
          <div className="mt-6" data-testid="site-page-preview">
            <Markdown>{body ?? ''}</Markdown>
          </div>
        </section>
      </div>
      <SaveBar
        isDirty={isDirty}
        isSaving={publish.isPending}
        errorCount={countErrors(errors)}
        isNew={false}
        onDiscard={() => reset()}
        saveLabel="Publish"
        testId="site-page"
      />
    </Form>
  );
}
