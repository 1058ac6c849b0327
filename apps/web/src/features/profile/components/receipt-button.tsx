import { Download } from 'lucide-react';
import { useState } from 'react';

import type { Payment } from '@app/shared';

import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { downloadReceipt, receiptUrl } from '../api/download-receipt.ts';

/** The receipt PDF of a paid payment. */
export function ReceiptButton({ payment }: { payment: Payment }) {
  const [isLoading, setIsLoading] = useState(false);
  const fileName = `KodeSchool-receipt-${payment.receiptNumber ?? payment._id}.pdf`;
  return (
    <a
      href={receiptUrl(payment._id)}
      download={fileName}
      data-testid="payment-receipt"
      aria-busy={isLoading || undefined}
      onClick={async (event) => {
        event.preventDefault();
        if (isLoading) return;
        setIsLoading(true);
        try {
          await downloadReceipt(payment._id, fileName);
        } catch (error) {
          toast.error(getErrorMessage(error, 'Could not download the receipt. Please try again.'));
        } finally {
          setIsLoading(false);
        }
      }}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
    >
      {isLoading ? (
        <Spinner className="size-4" />
      ) : (
        <Download className="size-4" aria-hidden="true" />
      )}
      Receipt
      <span className="sr-only"> {payment.receiptNumber ?? ''} (PDF)</span>
    </a>
  );
}
