import { Info } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { formatPaise, type Quote } from '@app/shared';

import { TextField } from '@/components/ui/text-field';

import { CopyValue } from './copy-value.tsx';
import { ProofUpload } from './proof-upload.tsx';

type ManualPaymentProps = {
  quote: Quote;
  referenceField: UseFormRegisterReturn<'reference'>;
  referenceError?: string;
  onScreenshot: (fileId: string | undefined) => void;
  onUploadingChange: (isUploading: boolean) => void;
  disabled?: boolean;
};

/** UPI / bank transfer: where to send the money, then the reference and an optional screenshot. */
export function ManualPayment({
  quote,
  referenceField,
  referenceError,
  onScreenshot,
  onUploadingChange,
  disabled,
}: ManualPaymentProps) {
  const { upiId, payeeName, bankDetails } = quote.manual;
  return (
    <div data-testid="manual-payment" className="mt-5 space-y-5 animate-fade-in">
      <ol className="space-y-5">
        <li>
          <p className="text-sm font-semibold text-slate-900">
            <span className="mr-2 inline-grid size-6 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
              1
            </span>
            Send{' '}
            <span data-testid="manual-amount" className="font-extrabold">
              {formatPaise(quote.amounts.totalPaise)}
            </span>{' '}
            to
          </p>
          <dl className="mt-3 space-y-3 rounded-2xl border border-slate-200 bg-slate-50/70 p-4">
            {upiId && <CopyValue label="UPI ID" value={upiId} testId="manual-upi" />}
            {payeeName && (
              <div>
                <dt className="text-xs font-semibold text-slate-500">Payee name</dt>
                <dd
                  data-testid="manual-payee"
                  className="mt-0.5 text-sm font-semibold text-slate-900"
                >
                  {payeeName}
                </dd>
              </div>
            )}
            {bankDetails && (
              <div className="border-t border-slate-200 pt-3">
                <dt className="text-xs font-semibold text-slate-500">
                  Bank transfer (NEFT / IMPS)
                </dt>
                <dd
                  data-testid="manual-bank"
                  className="mt-0.5 text-sm leading-relaxed whitespace-pre-line text-slate-900"
                >
                  {bankDetails}
                </dd>
              </div>
            )}
          </dl>
        </li>
        <li className="space-y-4">
          <p className="text-sm font-semibold text-slate-900">
            <span className="mr-2 inline-grid size-6 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
              2
            </span>
            Tell us how you paid
          </p>
          <TextField
            label="UPI transaction ID (UTR) or bank reference"
            placeholder="e.g. 412345678901"
            autoComplete="off"
            spellCheck={false}
            data-testid="manual-reference"
            error={referenceError}
            hint="6 to 40 letters or digits, from your UPI app or bank statement."
            disabled={disabled}
            {...referenceField}
          />
          <ProofUpload
            onChange={onScreenshot}
            onBusyChange={onUploadingChange}
            disabled={disabled}
          />
        </li>
      </ol>
      <p className="flex gap-2 rounded-xl bg-amber-50 px-3.5 py-3 text-sm text-amber-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Our team checks transfers by hand, usually within one working day. You will get an SMS and
        e-mail as soon as your seat is confirmed.
      </p>
    </div>
  );
}
