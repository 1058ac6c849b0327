import { clsx } from 'clsx';
import { ImageUp, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';

import { UPLOAD_MIME_TYPES } from '@app/shared';

import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/core/api-client';
import { safeImageUrl } from '@/core/safe-image-url';
import { toast } from '@/core/toast';

import { UPLOAD_FAILED, useUploadImage } from './upload-image.ts';

type LinkInputProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  'data-testid'?: string;
};

/**
 * A 16:9 picture for an admin form: upload a PNG, JPEG or WebP (stored by the API, its link
 * filled in) or paste a link, with a preview. `value` is the current link; `onChange` sets it
 * (upload, Remove); `inputProps` wire the link box to the form (register() or value/onChange).
 */
export function ImageField({
  value,
  onChange,
  inputProps,
  error,
  label,
  noun,
  testIdPrefix,
  canUpload = true,
}: {
  value: string;
  onChange: (next: string) => void;
  inputProps: LinkInputProps;
  error?: string;
  label: string;
  /** 'thumbnail', 'cover image': in the preview's texts and the upload toast */
  noun: string;
  /** test ids `<prefix>-preview`, `-file`, `-upload`, `-clear` */
  testIdPrefix: string;
  canUpload?: boolean;
}) {
  const upload = useUploadImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const preview = safeImageUrl(value);
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (link) => {
        onChange(link);
        toast.success(`${capitalised} uploaded`);
      },
      onError: (err) => toast.error(getErrorMessage(err, UPLOAD_FAILED)),
    });
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
      <div
        className="relative aspect-video overflow-hidden rounded-xl border border-slate-200 bg-slate-50"
        data-testid={`${testIdPrefix}-preview`}
      >
        {preview && brokenUrl !== preview ? (
          <img
            src={preview}
            alt={`${capitalised} preview`}
            onError={() => setBrokenUrl(preview)}
            className="size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center px-4 text-center text-xs text-slate-500">
            {preview ? 'This link does not load as an image.' : `No ${noun} yet`}
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
          {canUpload && (
            <>
              <input
                ref={fileInput}
                type="file"
                accept={UPLOAD_MIME_TYPES.join(',')}
                onChange={onFile}
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                data-testid={`${testIdPrefix}-file`}
              />
              <Button
                icon={ImageUp}
                variant="secondary"
                size="sm"
                onClick={() => fileInput.current?.click()}
                isLoading={upload.isPending}
                loadingText="Uploading..."
                data-testid={`${testIdPrefix}-upload`}
              >
                Upload image
              </Button>
            </>
          )}
          {value && (
            <Button
              icon={X}
              variant="ghost"
              size="sm"
              onClick={() => onChange('')}
              disabled={upload.isPending}
              data-testid={`${testIdPrefix}-clear`}
            >
              Remove
            </Button>
          )}
        </div>
        <AdminField
          label={label}
          error={error}
          hint={
            canUpload
              ? 'PNG, JPEG or WebP up to 5 MB; 16:9 looks best (e.g. 1280×720). Or paste an https:// link.'
              : 'Paste an https:// link to a 16:9 image (e.g. 1280×720).'
          }
        >
          <input
            type="url"
            inputMode="url"
            placeholder="https://…"
            autoComplete="off"
            {...inputProps}
            className={clsx(adminInputClass, 'h-10')}
          />
        </AdminField>
      </div>
    </div>
  );
}
