import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

import { normaliseCertificateCode } from '../lib/webinar-display.ts';

/** A code as printed on a certificate (spaces, dashes and case forgiven) → /certificates/CODE. */
export function CertificateLookupForm({
  initialCode = '',
  label = 'Certificate ID',
}: {
  initialCode?: string;
  label?: string;
}) {
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = normaliseCertificateCode(code);
    if (!value) {
      setError('Type the certificate ID printed on the certificate');
      return;
    }
    void navigate(`/certificates/${encodeURIComponent(value)}`);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Verify a certificate"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label={label}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
        placeholder="ABCD-EFGH-JKLM"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        data-testid="certificate-code-input"
        error={error}
        className="flex-1 [&_input]:font-mono [&_input]:tracking-wider [&_input]:uppercase"
      />
      <Button
        icon={Search}
        type="submit"
        size="lg"
        className="sm:mt-7"
        data-testid="certificate-verify"
      >
        Verify
      </Button>
    </form>
  );
}
