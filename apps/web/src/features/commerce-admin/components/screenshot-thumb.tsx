import { ImageOff, ZoomIn } from 'lucide-react';
import { useState } from 'react';

import { Modal } from '@/components/admin/modal';

import { screenshotUrl } from '../api/get-payment-approvals.ts';

/**
 * The payment-proof image as a thumbnail; a click opens it full size. The <img> asks the staff
 * endpoint directly, so the session cookies go along and nothing is cached in JS.
 */
export function ScreenshotThumb({
  paymentId,
  hasScreenshot,
  studentName,
}: {
  paymentId: string;
  hasScreenshot: boolean;
  studentName: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [isBroken, setIsBroken] = useState(false);
  const box = 'size-20 shrink-0 overflow-hidden rounded-xl border border-slate-200 sm:size-28';

  if (!hasScreenshot || isBroken) {
    return (
      <div
        className={`${box} grid place-items-center bg-slate-50 p-2 text-center text-xs text-slate-600`}
        data-testid="screenshot-none"
      >
        <span className="flex flex-col items-center gap-1">
          <ImageOff className="size-5" aria-hidden="true" />
          {isBroken ? 'Could not load' : 'No screenshot'}
        </span>
      </div>
    );
  }
  const src = screenshotUrl(paymentId);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={`View payment screenshot from ${studentName}`}
        data-testid="screenshot-thumb"
        className={`${box} group relative bg-slate-100 focus-visible:ring-4 focus-visible:ring-brand-100`}
      >
        <img
          src={src}
          alt=""
          loading="lazy"
          onError={() => setIsBroken(true)}
          className="size-full object-cover object-top transition-transform group-hover:scale-105"
        />
        <span className="absolute inset-0 grid place-items-center bg-slate-950/0 text-white opacity-0 transition group-hover:bg-slate-950/30 group-hover:opacity-100">
          <ZoomIn className="size-6" aria-hidden="true" />
        </span>
      </button>
      <Modal
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Payment screenshot"
        description={`Uploaded by ${studentName}`}
        widthClassName="max-w-3xl"
        testId="screenshot-dialog"
      >
        <div className="space-y-3 pb-6">
          <img
            src={src}
            alt={`Payment screenshot from ${studentName}`}
            className="mx-auto max-h-[70dvh] w-auto rounded-lg border border-slate-200 object-contain"
          />
          <p className="text-center">
            <a href={src} target="_blank" rel="noreferrer" className="link text-sm">
              Open the original in a new tab
            </a>
          </p>
        </div>
      </Modal>
    </>
  );
}
