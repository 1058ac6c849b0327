import { Eye, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';

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

import {
  Form,
  FormSelect,
  FormText,
  FormTextArea,
  optionsOf,
  showFailure,
  useZodForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/core/toast';

import { useCampaigns, usePreviewEmail, useSendEmails } from '../api/campaigns-api.ts';
import { insertAtCaret } from '../lib/placeholders.ts';
import { CampaignList } from './campaign-list.tsx';
import { EmailPreviewCard, SendConfirmDialog } from './email-preview.tsx';
import { PlaceholderChips } from './placeholder-chips.tsx';

type Values = { subject: string; body: string; audience: EmailAudience };
const EMPTY: Values = { subject: '', body: '', audience: 'all' };
type TextField = 'subject' | 'body';
const AUDIENCES = optionsOf(EMAIL_AUDIENCES, EMAIL_AUDIENCE_LABELS);

/** The E-mail tab: write, preview for one recipient, confirm with the count, watch it send. */
export function EmailTab({ webinar }: { webinar: Webinar }) {
  const campaigns = useCampaigns(webinar._id);
  const previewer = usePreviewEmail(webinar._id);
  const sender = useSendEmails(webinar._id);
  const [preview, setPreview] = useState<{ of: string; preview: EmailPreview } | null>(null);
  const [confirming, setConfirming] = useState<{ values: Values; count: number } | null>(null);

  const form = useZodForm(ZSendEmailsBody as z.ZodType<Values>, {
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { handleSubmit, formState, setValue, getValues, control, reset } = form;
  const { errors } = formState;
  const current = useWatch({ control });
  const isPreviewStale = preview !== null && preview.of !== JSON.stringify(current);

  const fields = useRef<Record<TextField, HTMLInputElement | HTMLTextAreaElement | null>>({
    subject: null,
    body: null,
  });
  const lastField = useRef<TextField>('body');
  const previewBox = useRef<HTMLDivElement>(null);

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

  const showError = (error: unknown) =>
    showFailure(form, error, { tell: 'toast', failureMessage: WEBINAR_MSG.unknownError });

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
      <Form
        form={form}
        onSubmit={(values) =>
          loadPreview(values, (p) => {
            if (p.recipientCount === 0) toast.error(WEBINAR_MSG.noRecipients);
            else setConfirming({ values, count: p.recipientCount });
          })
        }
        className="card space-y-5 p-4 sm:p-5 xl:col-start-1"
        data-testid="email-form"
      >
        <div>
          <h2 className="text-base font-semibold text-slate-900">Write an e-mail</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Each recipient gets one message, with the placeholders filled in for them.
          </p>
        </div>
        <FormSelect<Values>
          name="audience"
          label="Audience"
          options={AUDIENCES}
          className="sm:max-w-xs"
          testId="email-audience"
        />
        <FormText<Values>
          name="subject"
          label="Subject"
          ref={(el) => {
            fields.current.subject = el;
          }}
          onFocus={() => (lastField.current = 'subject')}
          maxLength={200}
          autoComplete="off"
          placeholder="Starting soon: {webinarTitle}"
          testId="email-subject"
        />
        <FormTextArea<Values>
          name="body"
          label="Message"
          hint="Plain text; line breaks are kept."
          ref={(el) => {
            fields.current.body = el;
          }}
          onFocus={() => (lastField.current = 'body')}
          rows={9}
          placeholder={'Hi {name},\n\nWe start at {startTime}. Join here: {joinLink}'}
          testId="email-body"
        />
        <PlaceholderChips onInsert={insert} />
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button
            icon={Eye}
            variant="secondary"
            onClick={onPreview}
            isLoading={previewer.isPending && !confirming}
            loadingText="Preparing..."
            data-testid="email-preview"
          >
            Preview
          </Button>
          <Button icon={Send} type="submit" disabled={previewer.isPending} data-testid="email-send">
            Send e-mails
          </Button>
        </div>
      </Form>
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
