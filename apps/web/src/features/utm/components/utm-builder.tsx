import { CircleCheck, Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useWatch, type Path } from 'react-hook-form';

import { UTM_LINK_PAGES, ZUtmLinkCreate, type UtmLink, type UtmLinkCreate } from '@app/shared';

import { Form, FormSelect, FormText, SubmitButton, useZodForm } from '@/components/form';
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

const PAGE_OPTIONS = UTM_LINK_PAGES.map((page) => ({
  value: page.path,
  label: `${page.label} (${page.path})`,
}));

/** The UTM builder: page and parameters, a live preview of the URL, and Create link. */
export function UtmBuilder() {
  const form = useZodForm(ZUtmLinkCreate, { defaultValues: DEFAULTS });
  const values = useWatch({ control: form.control });
  const create = useCreateUtmLink();
  const [created, setCreated] = useState<UtmLink | null>(null);
  const preview = previewParts(values);

  const onSubmit = async (body: UtmForm) => {
    const { link, message } = await create.mutateAsync(body);
    setCreated(link);
    toast.success(message || 'UTM link created');
    // Staff often build several campaigns for one channel: keep page, source and medium.
    form.reset({ ...body, campaign: '', term: '', content: '' });
  };

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
      <Form
        form={form}
        onSubmit={onSubmit}
        tell="toast"
        failureMessage="Failed to create UTM link"
        onChange={() => created && setCreated(null)}
        className="p-5"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormSelect<UtmForm> name="path" label="Page" options={PAGE_OPTIONS} testId="utm-page" />
          {TEXT_FIELDS.map(({ name, label, placeholder, hint }) => (
            <FormText<UtmForm>
              key={name}
              name={name}
              label={label}
              hint={hint}
              placeholder={placeholder}
              autoComplete="off"
              spellCheck={false}
              testId={`utm-${name}`}
            />
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
            <SubmitButton
              isLoading={create.isPending}
              loadingText="Creating..."
              data-testid="utm-create"
              variant={created ? 'secondary' : 'primary'}
            >
              <Plus className="size-4" aria-hidden="true" />
              Create link
            </SubmitButton>
          </div>
        </div>
      </Form>
    </section>
  );
}
