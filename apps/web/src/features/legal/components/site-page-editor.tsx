import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';

import {
  SITE_PAGE_MAX_BODY,
  SITE_PAGE_MSG,
  ZSitePageContent,
  type AdminSitePage,
  type SitePageContent,
  type SitePageContentInput,
} from '@app/shared';

import { adminInputClass, AdminField } from '@/components/admin/form-field';
import { SaveBar } from '@/components/admin/save-bar';
import { LeaveGuard } from '@/components/ui/leave-guard';
import { clientMessage, fieldIssues } from '@/core/api-client';
import { formatDateTime } from '@/core/format-date';
import { toast } from '@/core/toast';

import { usePublishSitePage } from '../api/admin-site-page.ts';
import { Markdown } from './markdown.tsx';

/** One page's title and Markdown text, with a live preview; Publish makes it live. */
export function SitePageEditor({ page }: { page: AdminSitePage }) {
  const form = useForm<SitePageContentInput, unknown, SitePageContent>({
    resolver: zodResolver(ZSitePageContent),
    defaultValues: { title: page.title, body: page.body },
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, control, reset, setError, formState } = form;
  const { errors, isDirty } = formState;
  const [title, body] = useWatch({ control, name: ['title', 'body'] });
  const publish = usePublishSitePage(page.slug);

  const onPublish = (values: SitePageContent) =>
    publish.mutate(values, {
      onSuccess: (saved) => {
        reset({ title: saved.title, body: saved.body });
        toast.success(SITE_PAGE_MSG.saved);
      },
      onError: (error) => {
        for (const { field, message } of fieldIssues(error)) {
          if (field === 'title' || field === 'body') setError(field, { type: 'server', message });
        }
        toast.error(clientMessage(error, 'Failed to publish the page'));
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onPublish)} className="space-y-6">
      <LeaveGuard
        when={isDirty && !publish.isPending}
        title="Leave without publishing?"
        description="Your changes to this page are not published yet. If you leave now they are lost."
      />
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
          <AdminField label="Title" error={errors.title?.message}>
            <input
              {...register('title')}
              className={adminInputClass}
              data-testid="site-page-title-input"
            />
          </AdminField>
          <AdminField
            label="Text"
            error={errors.body?.message}
            hint={`Markdown: ## Heading, **bold**, *italic*, - list item, [link](/refunds). A new line stays a new line. Up to ${SITE_PAGE_MAX_BODY.toLocaleString('en-IN')} characters.`}
          >
            <textarea
              {...register('body')}
              rows={24}
              spellCheck
              className={`${adminInputClass} font-mono text-[13px] leading-relaxed`}
              data-testid="site-page-body-input"
            />
          </AdminField>
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
        errorCount={Object.keys(errors).length}
        isNew={false}
        onDiscard={() => reset()}
        saveLabel="Publish"
        testId="site-page"
      />
    </form>
  );
}
