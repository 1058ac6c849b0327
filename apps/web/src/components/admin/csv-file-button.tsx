import { FileUp } from 'lucide-react';
import { useRef } from 'react';

import { IconTextButton } from '@/components/ui/icon-text-button';
import { toast } from '@/core/toast';

/**
 * A button that picks one CSV file (question imports, webinar and live-class attendance): a file
 * over `maxBytes` is refused with `tooLarge` before anything is sent; the input is cleared so the
 * same file can be picked again.
 */
export function CsvFileButton({
  children,
  onFile,
  isLoading,
  maxBytes,
  tooLarge,
  testId,
  fileTestId,
}: {
  children: string;
  onFile: (file: File) => void;
  isLoading: boolean;
  maxBytes: number;
  tooLarge: string;
  testId: string;
  fileTestId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > maxBytes) {
      toast.error(tooLarge);
      return;
    }
    onFile(file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={fileTestId}
        onChange={(e) => pick(e.target.files?.[0])}
      />
      <IconTextButton
        icon={FileUp}
        variant="secondary"
        size="sm"
        onClick={() => input.current?.click()}
        isLoading={isLoading}
        loadingText="Importing…"
        data-testid={testId}
      >
        {children}
      </IconTextButton>
    </>
  );
}
