import { ImageUp, RotateCw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { UPLOAD_MIME_TYPES } from '@app/shared';

import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/core/api-client';

import { checkProofFile, uploadPaymentProof } from '../api/upload-payment-proof.ts';

type Upload =
  | { state: 'empty' }
  | { state: 'uploading'; file: File; preview: string }
  | { state: 'done'; file: File; preview: string; fileId: string }
  | { state: 'failed'; file: File | null; preview: string | null; error: string };

type ProofUploadProps = {
  onChange: (fileId: string | undefined) => void;
  onBusyChange: (isBusy: boolean) => void;
  disabled?: boolean;
};

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The optional payment screenshot: checked here (type, size), sent at once to
 * POST /uploads/payment-proof, previewed, and removable before the order is placed.
 */
export function ProofUpload({ onChange, onBusyChange, disabled }: ProofUploadProps) {
  const [upload, setUpload] = useState<Upload>({ state: 'empty' });
  const inputRef = useRef<HTMLInputElement>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const inputId = useId();
  const preview = upload.state === 'empty' ? null : upload.preview;

  // Object URLs hold the image in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => () => controllerRef.current?.abort(), []);

  async function start(file: File) {
    const problem = checkProofFile(file);
    if (problem) {
      setUpload({ state: 'failed', file: null, preview: null, error: problem });
      onChange(undefined);
      return;
    }
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const url = URL.createObjectURL(file);
    setUpload({ state: 'uploading', file, preview: url });
    onChange(undefined);
    onBusyChange(true);
    try {
      const uploaded = await uploadPaymentProof(file, controller.signal);
      if (controller.signal.aborted) return;
      setUpload({ state: 'done', file, preview: url, fileId: uploaded._id });
      onChange(uploaded._id);
    } catch (error) {
      if (controller.signal.aborted) return;
      setUpload({ state: 'failed', file, preview: url, error: getErrorMessage(error) });
    } finally {
      if (!controller.signal.aborted) onBusyChange(false);
    }
  }

  function remove() {
    controllerRef.current?.abort();
    onBusyChange(false);
    setUpload({ state: 'empty' });
    onChange(undefined);
    if (inputRef.current) inputRef.current.value = '';
  }

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-slate-800">
        Payment screenshot <span className="font-normal text-slate-500">(optional)</span>
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={UPLOAD_MIME_TYPES.join(',')}
        data-testid="proof-input"
        aria-label="Upload a payment screenshot"
        className="sr-only"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void start(file);
        }}
      />
      {upload.state === 'empty' || !upload.file ? (
        <label
          htmlFor={inputId}
          className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50/60 px-4 py-6 text-center transition hover:border-brand-400 hover:bg-brand-50/40 has-[:focus-visible]:outline-2"
        >
          <span className="grid size-10 place-items-center rounded-xl bg-white text-brand-700 shadow-sm">
            <ImageUp className="size-5" aria-hidden="true" />
          </span>
          <span className="text-sm font-semibold text-slate-800">Upload a screenshot</span>
          <span className="text-xs text-slate-500">PNG, JPEG or WebP, up to 5 MB</span>
        </label>
      ) : (
        <div
          data-testid="proof-preview"
          className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3"
        >
          <img
            src={upload.preview ?? undefined}
            alt="Payment screenshot preview"
            className="size-16 shrink-0 rounded-lg border border-slate-100 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900">{upload.file.name}</p>
            <p className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-500">
              {upload.state === 'uploading' && (
                <>
                  <Spinner className="size-3.5" /> Uploading...
                </>
              )}
              {upload.state === 'done' && (
                <span data-testid="proof-uploaded" className="font-semibold text-emerald-700">
                  Uploaded · {formatSize(upload.file.size)}
                </span>
              )}
              {upload.state === 'failed' && <span className="text-red-700">Not uploaded</span>}
            </p>
          </div>
          {upload.state === 'failed' && (
            <button
              type="button"
              onClick={() => void start(upload.file!)}
              className="grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100"
              aria-label="Try the upload again"
            >
              <RotateCw className="size-4" aria-hidden="true" />
            </button>
          )}
          <button
            type="button"
            data-testid="proof-remove"
            onClick={remove}
            className="grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
            aria-label="Remove the screenshot"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
      {upload.state === 'failed' && (
        <p
          role="alert"
          data-testid="proof-error"
          className="mt-1.5 text-sm font-medium text-red-700"
        >
          {upload.error}
        </p>
      )}
    </div>
  );
}
