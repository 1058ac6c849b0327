import type { z } from 'zod';

import {
  istNextHour,
  LIVE_CLASS_MSG,
  ZLiveClassBody,
  ZLiveClassUpdateBody,
  type AdminLiveClass,
  type LiveClassValues,
} from '@app/shared';

import {
  Form,
  FormDateTime,
  FormDuration,
  FormNumber,
  FormText,
  SubmitButton,
  useZodForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/core/toast';

import { useScheduleLiveClass, useUpdateLiveClass } from '../api/live-classes.ts';

type FormValues = {
  title: string;
  startsAt: string;
  durationMinutes: number;
  joinLink: string;
  recordingUrl: string;
  repeatWeeks: number;
};

export function LiveClassForm({
  batchId,
  edit,
  onClose,
}: {
  batchId: string;
  edit: AdminLiveClass | null;
  onClose: () => void;
}) {
  const schedule = useScheduleLiveClass(batchId);
  const update = useUpdateLiveClass(batchId);
  const form = useZodForm(
    (edit ? ZLiveClassUpdateBody : ZLiveClassBody) as z.ZodType<LiveClassValues>,
    {
      defaultValues: {
        title: edit?.title ?? '',
        startsAt: edit?.startsAt ?? istNextHour(),
        durationMinutes: edit?.durationMinutes ?? 60,
        joinLink: edit?.joinLink ?? '',
        recordingUrl: edit?.recordingUrl ?? '',
        ...(edit ? {} : { repeatWeeks: 1 }),
      } as FormValues,
      mode: 'onTouched',
    },
  );

  const onSubmit = async (values: LiveClassValues) => {
    if (edit) {
      const { repeatWeeks: _ignored, ...body } = values as LiveClassValues;
      await update.mutateAsync({
        id: edit._id,
        body: { ...body, recordingUrl: body.recordingUrl ?? '' },
      });
      toast.success(LIVE_CLASS_MSG.updated);
    } else {
      const { message } = await schedule.mutateAsync(values);
      toast.success(message);
    }
    onClose();
  };
  const pending = schedule.isPending || update.isPending;

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      failureMessage="Could not save the live class"
      tell="toast"
      className="space-y-4 pb-5"
    >
      <FormText<FormValues> name="title" label="Title" maxLength={150} testId="live-title-input" />
      <FormDateTime<FormValues>
        name="startsAt"
        label="Starts at"
        timeLabel="Starts at: time of day"
        hint="India time (IST)"
        testId="live-start-input"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDuration<FormValues> name="durationMinutes" testId="live-duration-input" />
        {!edit && (
          <FormNumber<FormValues>
            name="repeatWeeks"
            label="Repeat weekly for N weeks"
            hint="1 is a single class; up to 26."
            type="number"
            min={1}
            max={26}
            testId="live-repeat-input"
          />
        )}
      </div>
      <FormText<FormValues>
        name="joinLink"
        label="Join link"
        placeholder="https://meet.google.com/abc-defg-hij"
        testId="live-link-input"
      />
      <FormText<FormValues>
        name="recordingUrl"
        label="Recording link"
        hint="Optional: add it after the class; students see “Watch recording”."
        placeholder="https://www.youtube.com/watch?v=…"
        testId="live-recording-input"
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton isLoading={pending} loadingText="Saving…" data-testid="live-save">
          {edit ? 'Save' : 'Schedule'}
        </SubmitButton>
      </div>
    </Form>
  );
}
