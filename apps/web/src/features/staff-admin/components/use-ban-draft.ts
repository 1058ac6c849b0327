import { useState } from 'react';

import { fieldIssues } from '@/core/api-client';

import { useCreateBan } from '../api/bans.ts';
import {
  banBodyOf,
  banFieldOf,
  emptyBanDraft,
  type BanDraft,
  type BanFieldErrors,
} from '../lib/ban-draft.ts';

/**
 * A ban form's state: the draft, its field errors (the shared schema first, then the server's
 * 400/409 issues) and a form-level alert for anything else (e.g. 'This person is already banned').
 */
export function useBanDraft(initial: BanDraft, onDone?: () => void) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<BanFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreateBan();

  const change = (patch: Partial<BanDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    const touched = Object.keys(patch);
    setErrors((e) => {
      const next = { ...e };
      if (touched.some((k) => ['kind', 'phone', 'email', 'user'].includes(k))) delete next.target;
      if (touched.includes('reason')) delete next.reason;
      if (touched.includes('endsAtLocal')) delete next.endsAt;
      return next;
    });
    setAlert(null);
  };

  const submit = () => {
    const out = banBodyOf(draft);
    if (out.errors) {
      setErrors(out.errors);
      return;
    }
    create.mutate(out.body, {
      onSuccess: () => {
        setDraft(emptyBanDraft(draft.kind));
        setErrors({});
        onDone?.();
      },
      onError: (error) => {
        const fromServer: BanFieldErrors = {};
        for (const issue of fieldIssues(error)) {
          const field = banFieldOf(issue.field);
          if (field) fromServer[field] ??= issue.message;
        }
        if (Object.keys(fromServer).length > 0) setErrors(fromServer);
        else setAlert(error.message);
      },
    });
  };

  return { draft, errors, alert, change, submit, isPending: create.isPending };
}
