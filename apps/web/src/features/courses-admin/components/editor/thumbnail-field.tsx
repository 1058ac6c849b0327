import { clsx } from 'clsx';
import { ImageUp, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { UPLOAD_MIME_TYPES } from '@app/shared';

import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { UPLOAD_FAILED, useUploadThumbnail } from '../../api/upload-thumbnail.ts';
import type { CourseFormValues } from '../../lib/course-form.ts';
import { safeImageUrl } from '../course-thumb.tsx';
import { useFieldError } from './fields.tsx';

/**
 * The course picture: upload a PNG, JPEG or WebP (it is stored by the API and its link filled
 * in) or paste a link. A 16:9 preview shows what the catalogue card will use.
 */
export function ThumbnailField() {
  const { control, register, setValue, formState } = useFormContext<CourseFormValues>();
  const url = useWatch({ control, name: 'metaData.thumbnail' }) ?? '';
  const error = useFieldError('metaData.thumbnail');
  const upload = useUploadThumbnail();
  const fileInput = useRef<HTMLInputElement>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const preview = safeImageUrl(url);

  const setUrl = (next: string) =>
    setValue('metaData.thumbnail', next, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted || Boolean(error),
    });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (link) => {
        setUrl(link);
        toast.success('Thumbnail uploaded');
      },
      onError: (err) => toast.error(getErrorMessage(err, UPLOAD_FAILED)),
    });
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
      <div
        className="relative aspect-video overflow-hidden rounded-xl border border-slate-200 bg-slate-50"
        data-testid="thumbnail-preview"
      >
        {preview && brokenUrl !== preview ? (
          <img
            src={preview}
            alt="Course thumbnail preview"
            onError={() => setBrokenUrl(preview)}
            className="size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center px-4 text-center text-xs text-slate-500">
            {preview ? 'This link does not load as an image.' : 'No thumbnail yet'}
          </div>
        )}
        {upload.isPending && (
          <div className="absolute inset-0 grid place-items-center bg-white/70 text-sm font-medium text-slate-700">
            Uploading…
          </div>
        )}
      </div>

      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={fileInput}
            type="file"
            accept={UPLOAD_MIME_TYPES.join(',')}
            onChange={onFile}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="thumbnail-file"
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => fileInput.current?.click()}
            isLoading={upload.isPending}
            loadingText="Uploading..."
            data-testid="thumbnail-upload"
          >
            <ImageUp className="size-4" aria-hidden="true" />
            Upload image
          </Button>
          {url && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setUrl('')}
              disabled={upload.isPending}
              data-testid="thumbnail-clear"
            >
              <X className="size-4" aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
        <AdminField
          label="Image link"
          hint="PNG, JPEG or WebP up to 5 MB, 16:9 looks best (e.g. 1280×720). Or paste an https:// link."
          error={error}
        >
          <input
            {...register('metaData.thumbnail')}
            type="url"
            inputMode="url"
            placeholder="https://…"
            autoComplete="off"
            data-testid="course-thumbnail"
            className={clsx(adminInputClass, 'h-10')}
          />
        </AdminField>
      </div>
    </div>
  );
}
