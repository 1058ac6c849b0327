import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';

import { UTM_LINK_PAGES, ZUtmLinkCreate, type UtmLink, type UtmLinkCreate } from '@app/shared';

import { adminInputClass, AdminField } from '@/components/admin/form-field';
import { Button } from '@/components/ui/button';
import { ApiError, getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { useCreateUtmLink } from '../api/create-utm-link.ts';
import { linkUrl, previewParts } from '../lib/utm-url.ts';
import { CopyLinkButton } from './copy-link-button.tsx';
import { UrlPreview } from './url-preview.tsx';

type UtmForm = UtmLinkCreate;

const DEFAULTS: UtmForm = {
  path: UTM_LINK_PAGES[0].path,
  source: '',
  medium: '',
  campaign: '',
  term: '',
  content: '',
};

const TEXT_FIELDS: { name: Path<UtmForm>; label: string; placeholder: string; hint?: string }[] = [
  {
    name: 'source',
    label: 'Source',
    placeholder: 'instagram',
    hint: 'Where the click comes from.',
  },
  { name: 'medium', label: 'Medium', placeholder: 'social', hint: 'The kind of channel.' },
  {
    name: 'campaign',
    label: 'Campaign',
    placeholder: 'kodr-march-2026',
    hint: 'Your name for the push.',
  },
  { name: 'term', label: 'Term (optional)', placeholder: 'learn-coding', hint: 'A paid keyword.' },
  {
    name: 'content',
    label: 'Content (optional)',
    placeholder: 'story-ad-1',
    hint: 'Tells two ads apart.',
  },
];

function fieldErrorsOf(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const data = (error.data as { data?: unknown } | null)?.data;
  return Array.isArray(data)
    ? data.filter(
        (d): d is { field: string; message: string } =>
          typeof d?.field === 'string' && typeof d?.message === 'string',
      )
    : [];
}

/** The UTM builder: page and parameters, a live preview of the URL, and Create link. */
export function UtmBuilder() {
  const form = useForm<UtmForm, unknown, UtmForm>({
    resolver: zodResolver(ZUtmLinkCreate),
    defaultValues: DEFAULTS,
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control });
  const create = useCreateUtmLink();
  const [created, setCreated] = useState<UtmLink | null>(null);
  const { errors } = form.formState;
  const preview = previewParts(values);

  const onSubmit = (body: UtmForm) =>
    create.mutate(body, {
      onSuccess: ({ link, message }) => {
        setCreated(link);
        toast.success(message || 'UTM link created');
        // Staff often build several campaigns for one channel: keep page, source and medium.
        form.reset({ ...body, campaign: '', term: '', content: '' });
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error);
        for (const { field, message } of fieldErrors) {
          if (field in DEFAULTS) form.setError(field as Path<UtmForm>, { type: 'server', message });
        }
        toast.error(fieldErrors[0]?.message ?? getErrorMessage(error, 'Failed to create UTM link'));
      },
    });

  return (
    <section aria-labelledby="utm-builder-title" className="card overflow-hidden">
      <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-4">
        <span className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Link2 className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="utm-builder-title" className="text-base font-bold text-slate-900">
            Build a link
          </h2>
          <p className="text-sm text-slate-600">
            Pick a page, name the channel and campaign, then share the link it gives you.
          </p>
        </div>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        onChange={() => created && setCreated(null)}
        className="p-5"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <AdminField label="Page" error={errors.path?.message}>
            <select {...form.register('path')} className={adminInputClass} data-testid="utm-page">
              {UTM_LINK_PAGES.map((page) => (
                <option key={page.path} value={page.path}>
                  {page.label} ({page.path})
                </option>
              ))}
            </select>
          </AdminField>
          {TEXT_FIELDS.map(({ name, label, placeholder, hint }) => (
            <AdminField key={name} label={label} hint={hint} error={errors[name]?.message}>
              <input
                {...form.register(name)}
                placeholder={placeholder}
                autoComplete="off"
                spellCheck={false}
                data-testid={`utm-${name}`}
                className={adminInputClass}
              />
            </AdminField>
          ))}
        </div>

        <div className="mt-5 flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 lg:flex-row lg:items-center">
          {created ? (
            <div className="min-w-0 flex-1" data-testid="utm-created">
              <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-emerald-800 uppercase">
                <CircleCheck className="size-4" aria-hidden="true" />
                Link created: share this URL
              </p>
              <p className="font-mono text-[13px] leading-relaxed font-semibold break-all text-slate-900">
                {linkUrl(created)}
              </p>
            </div>
          ) : (
            <div className="min-w-0 flex-1">
              <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                Preview
              </p>
              <UrlPreview base={preview.base} params={preview.params} />
              <p className="mt-1.5 text-xs text-slate-600">
                A utm_id naming this link is added when you create it.
              </p>
            </div>
          )}
          <div className="flex shrink-0 gap-2">
            {created && <CopyLinkButton url={linkUrl(created)} look="button" label="Copy link" />}
            <Button
              type="submit"
              isLoading={create.isPending}
              loadingText="Creating..."
              data-testid="utm-create"
              variant={created ? 'secondary' : 'primary'}
            >
              <Plus className="size-4" aria-hidden="true" />
              Create link
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
