import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';

import {
  EMAIL_AUDIENCE_LABELS,
  EMAIL_AUDIENCES,
  plural,
  WEBINAR_MSG,
  ZSendEmailsBody,
  type EmailAudience,
  type EmailPreview,
  type SendEmailsBody,
  type Webinar,
} from '@app/shared';

import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { Button } from '@/components/ui/button';
import { clientMessage, fieldIssues } from '@/core/api-client';
import { toast } from '@/core/toast';

import { useCampaigns, usePreviewEmail, useSendEmails } from '../api/campaigns-api.ts';
import { insertAtCaret } from '../lib/placeholders.ts';
import { CampaignList } from './campaign-list.tsx';
import { EmailPreviewCard, SendConfirmDialog } from './email-preview.tsx';
import { PlaceholderChips } from './placeholder-chips.tsx';

type Values = { subject: string; body: string; audience: EmailAudience };
const EMPTY: Values = { subject: '', body: '', audience: 'all' };
type TextField = 'subject' | 'body';

/** The E-mail tab: write, preview for one recipient, confirm with the count, watch it send. */
export function EmailTab({ webinar }: { webinar: Webinar }) {
  const campaigns = useCampaigns(webinar._id);
  const previewer = usePreviewEmail(webinar._id);
  const sender = useSendEmails(webinar._id);
  const [preview, setPreview] = useState<{ of: string; preview: EmailPreview } | null>(null);
  const [confirming, setConfirming] = useState<{ values: Values; count: number } | null>(null);

  const form = useForm<Values>({
    resolver: zodResolver(ZSendEmailsBody) as never,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, setValue, getValues, control, reset } = form;
  const { errors } = formState;
  const current = useWatch({ control });
  const isPreviewStale = preview !== null && preview.of !== JSON.stringify(current);

  const fields = useRef<Record<TextField, HTMLInputElement | HTMLTextAreaElement | null>>({
    subject: null,
    body: null,
  });
  const lastField = useRef<TextField>('body');
  const previewBox = useRef<HTMLDivElement>(null);
  const subjectReg = register('subject');
  const bodyReg = register('body');

  const insert = (token: string) => {
    const name = lastField.current;
    const el = fields.current[name];
    const next = insertAtCaret(
      getValues(name),
      token,
      el?.selectionStart ?? null,
      el?.selectionEnd ?? null,
    );
    setValue(name, next.text, { shouldDirty: true, shouldValidate: Boolean(errors[name]) });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  const showError = (error: unknown) => {
    for (const issue of fieldIssues(error)) {
      if (issue.field === 'subject' || issue.field === 'body' || issue.field === 'audience') {
        setError(issue.field as FieldPath<Values>, { type: 'server', message: issue.message });
      }
    }
    toast.error(clientMessage(error, WEBINAR_MSG.unknownError));
  };

  const loadPreview = (values: Values, then?: (p: EmailPreview) => void) => {
    previewer.mutate(values as SendEmailsBody, {
      onSuccess: (p) => {
        setPreview({ of: JSON.stringify(values), preview: p });
        if (!then) {
          requestAnimationFrame(() =>
            previewBox.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
          );
        }
        then?.(p);
      },
      onError: (error) => {
        setPreview(null);
        showError(error);
      },
    });
  };

  // Built in the event handlers: handleSubmit's callbacks reach the preview box's ref.
  const onPreview = () => void handleSubmit((values) => loadPreview(values))();
  const onSend = () =>
    void handleSubmit((values) =>
      loadPreview(values, (p) => {
        if (p.recipientCount === 0) toast.error(WEBINAR_MSG.noRecipients);
        else setConfirming({ values, count: p.recipientCount });
      }),
    )();

  const confirmSend = () => {
    if (!confirming) return;
    sender.mutate(confirming.values, {
      onSuccess: ({ message }) => {
        toast.success(message || WEBINAR_MSG.emailsQueued);
        setConfirming(null);
        setPreview(null);
        reset({ ...EMPTY, audience: confirming.values.audience });
      },
      onError: (error) => {
        setConfirming(null);
        showError(error);
      },
    });
  };

  return (
    // Phones: form, preview, runs; wide screens: the preview beside the form and the runs.
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSend();
        }}
        className="card space-y-5 p-4 sm:p-5 xl:col-start-1"
        data-testid="email-form"
      >
        <div>
          <h2 className="text-base font-semibold text-slate-900">Write an e-mail</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Each recipient gets one message, with the placeholders filled in for them.
          </p>
        </div>
        <AdminField label="Audience" error={errors.audience?.message} className="sm:max-w-xs">
          <select
            {...register('audience')}
            className={adminInputClass}
            data-testid="email-audience"
          >
            {EMAIL_AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {EMAIL_AUDIENCE_LABELS[a]}
              </option>
            ))}
          </select>
        </AdminField>
        <AdminField label="Subject" error={errors.subject?.message}>
          <input
            {...subjectReg}
            ref={(el) => {
              subjectReg.ref(el);
              fields.current.subject = el;
            }}
            onFocus={() => (lastField.current = 'subject')}
            className={adminInputClass}
            maxLength={200}
            autoComplete="off"
            placeholder="Starting soon: {webinarTitle}"
            data-testid="email-subject"
          />
        </AdminField>
        <AdminField
          label="Message"
          error={errors.body?.message}
          hint="Plain text; line breaks are kept."
        >
          <textarea
            {...bodyReg}
            ref={(el) => {
              bodyReg.ref(el);
              fields.current.body = el;
            }}
            onFocus={() => (lastField.current = 'body')}
            rows={9}
            className={adminInputClass}
            placeholder={'Hi {name},\n\nWe start at {startTime}. Join here: {joinLink}'}
            data-testid="email-body"
          />
        </AdminField>
        <PlaceholderChips onInsert={insert} />
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={onPreview}
            isLoading={previewer.isPending && !confirming}
            loadingText="Preparing..."
            data-testid="email-preview"
          >
            <Eye className="size-4" aria-hidden="true" />
            Preview
          </Button>
          <Button type="submit" disabled={previewer.isPending} data-testid="email-send">
            <Send className="size-4" aria-hidden="true" />
            Send e-mails
          </Button>
        </div>
      </form>
      <div ref={previewBox} className="scroll-mt-24 xl:col-start-2 xl:row-span-2 xl:row-start-1">
        <EmailPreviewCard preview={preview?.preview ?? null} isStale={isPreviewStale} />
      </div>
      <div className="xl:col-start-1">
        <CampaignList query={campaigns} kind="email" />
      </div>
      <SendConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Send this e-mail?"
        description={
          confirming
            ? `It goes to ${plural(confirming.count, 'person', 'people')} (${EMAIL_AUDIENCE_LABELS[confirming.values.audience]}). This cannot be undone.`
            : ''
        }
        onConfirm={confirmSend}
        isPending={sender.isPending}
        testId="email-send-dialog"
      />
    </div>
  );
}
