import { clsx } from 'clsx';
import { FileUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';

import { ASSIGNMENT_FILE_ACCEPT } from '@app/shared';

import { adminInputClass } from '@/components/admin/form-field';
import { AddButton } from '@/components/admin/list-controls';
import { UPLOAD_FAILED, useUploadLessonFile } from '@/components/admin/upload-image';
import { FieldError, useFieldError } from '@/components/form';
import { Spinner } from '@/components/ui/spinner';
import { clientMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import type { LessonFieldProps, LessonPath, ModulesFormValues } from '../../lib/modules-form.ts';

/** The most resources a lesson takes (the schema's limit). */
export const MAX_RESOURCES = 20;

const iconButton =
  'grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-40';

/**
 * A lesson's resources: rows of title and link (https, or a file uploaded here), added and
 * removed. A PDF, ZIP or image can be uploaded into a row.
 */
export function LessonResourcesField({ base, isRequired, testId }: LessonFieldProps) {
  const { control } = useFormContext<ModulesFormValues>();
  const name = `${base}.resources` as const;
  const rows = useFieldArray({ control, name });
  const listError = useFieldError<ModulesFormValues>(name);

  return (
    <fieldset className="min-w-0" data-field={name}>
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {isRequired ? 'Resources' : 'Resources (optional)'}
      </legend>
      <p className="mb-2 text-xs text-slate-600">
        Links students open or download: an https link, or an uploaded PDF, ZIP or image.
      </p>
      {rows.fields.length > 0 && (
        <ul className="mb-2 space-y-2">
          {rows.fields.map((field, index) => (
            <ResourceRow
              key={field.id}
              base={base}
              index={index}
              onRemove={rows.remove}
              testId={`${testId}-resource-${index}`}
            />
          ))}
        </ul>
      )}
      <FieldError message={listError} />
      <div className="mt-2">
        <AddButton
          noun="resource"
          count={rows.fields.length}
          max={MAX_RESOURCES}
          onAdd={() => rows.append({ title: '', url: '' })}
          testId={`${testId}-resource-add`}
          size="sm"
        />
      </div>
    </fieldset>
  );
}

function ResourceRow({
  base,
  index,
  onRemove,
  testId,
}: {
  base: LessonPath;
  index: number;
  onRemove: (index: number) => void;
  testId: string;
}) {
  const { register, getValues, setValue, formState } = useFormContext<ModulesFormValues>();
  const row = `${base}.resources.${index}` as const;
  const titleError = useFieldError<ModulesFormValues>(`${row}.title`);
  const urlError = useFieldError<ModulesFormValues>(`${row}.url`);
  const file = useRef<HTMLInputElement>(null);
  const upload = useUploadLessonFile();
  const label = `Resource ${index + 1}`;

  const onFile = async (picked: File | undefined) => {
    if (!picked) return;
    try {
      const url = await upload.mutateAsync(picked);
      const shouldValidate = formState.isSubmitted;
      setValue(`${row}.url`, url, { shouldDirty: true, shouldValidate });
      if (!getValues(`${row}.title`).trim()) {
        const title = picked.name.replace(/\.[^.]+$/, '').slice(0, 200);
        setValue(`${row}.title`, title, { shouldDirty: true, shouldValidate });
      }
      toast.success('File uploaded');
    } catch (error) {
      toast.error(clientMessage(error, UPLOAD_FAILED));
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  return (
    <li
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 rounded-lg border border-slate-200 bg-slate-50/60 p-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto]"
      data-testid={testId}
    >
      <div className="min-w-0">
        <input
          {...register(`${row}.title`)}
          placeholder="Title, e.g. Slides"
          aria-label={`${label} title`}
          aria-invalid={titleError ? true : undefined}
          autoComplete="off"
          data-testid={`${testId}-title`}
          className={clsx(adminInputClass, 'h-9')}
        />
        <FieldError message={titleError} />
      </div>
      <div className="col-span-2 row-start-2 min-w-0 sm:col-span-1 sm:col-start-2 sm:row-start-1">
        <input
          {...register(`${row}.url`)}
          type="url"
          inputMode="url"
          placeholder="https://…"
          aria-label={`${label} link`}
          aria-invalid={urlError ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          data-testid={`${testId}-url`}
          className={clsx(adminInputClass, 'h-9')}
        />
        <FieldError message={urlError} />
      </div>
      <div className="col-start-2 row-start-1 flex items-start sm:col-start-3">
        <input
          ref={file}
          type="file"
          accept={ASSIGNMENT_FILE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void onFile(event.target.files?.[0])}
          data-testid={`${testId}-file`}
        />
        <button
          type="button"
          className={iconButton}
          onClick={() => file.current?.click()}
          disabled={upload.isPending}
          aria-label={`Upload a file as ${label.toLowerCase()}`}
          title="Upload a PDF, ZIP or image"
          data-testid={`${testId}-upload`}
        >
          {upload.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <FileUp className="size-4" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          className={clsx(iconButton, 'hover:bg-red-50 hover:text-red-700')}
          onClick={() => onRemove(index)}
          aria-label={`Remove ${label.toLowerCase()}`}
          title="Remove"
          data-testid={`${testId}-remove`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
