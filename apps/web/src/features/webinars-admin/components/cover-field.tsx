import { clsx } from 'clsx';
import { ImageUp, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';

import { canUseMenuKeys, UPLOAD_MIME_TYPES } from '@app/shared';

import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { toast } from '@/core/toast';

import { UPLOAD_FAILED, useUploadCover } from '../api/upload-cover.ts';

/** Only http(s) links and paths on this site are shown as images. */
function previewUrl(url: string): string | null {
  const value = url.trim();
  return /^https?:\/\/\S+$/i.test(value) || /^\/[^/]\S*$/.test(value) ? value : null;
}

/**
 * The cover picture of the public page: upload a PNG, JPEG or WebP through the admin image
 * upload (it serves the courses and webinars menus), or paste a link.
 */
export function CoverField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (next: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const role = useAuthStore((s) => s.user?.role);
  const canUpload = canUseMenuKeys(role, ['courses', 'webinars']);
  const upload = useUploadCover();
  const fileInput = useRef<HTMLInputElement>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const preview = previewUrl(value);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (link) => {
        onChange(link);
        toast.success('Cover image uploaded');
      },
      onError: (err) => toast.error(getErrorMessage(err, UPLOAD_FAILED)),
    });
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
      <div
        className="relative aspect-video overflow-hidden rounded-xl border border-slate-200 bg-slate-50"
        data-testid="cover-preview"
      >
        {preview && brokenUrl !== preview ? (
          <img
            src={preview}
            alt="Cover image preview"
            onError={() => setBrokenUrl(preview)}
            className="size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center px-4 text-center text-xs text-slate-500">
            {preview ? 'This link does not load as an image.' : 'No cover image yet'}
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
                data-testid="cover-file"
              />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => fileInput.current?.click()}
                isLoading={upload.isPending}
                loadingText="Uploading..."
                data-testid="cover-upload"
              >
                <ImageUp className="size-4" aria-hidden="true" />
                Upload image
              </Button>
            </>
          )}
          {value && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange('')}
              disabled={upload.isPending}
              data-testid="cover-clear"
            >
              <X className="size-4" aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
        <AdminField
          label="Cover image link"
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
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            data-testid="webinar-cover-input"
            className={clsx(adminInputClass, 'h-10')}
          />
        </AdminField>
      </div>
    </div>
  );
}
