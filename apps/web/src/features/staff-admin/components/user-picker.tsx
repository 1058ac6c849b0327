import { X } from 'lucide-react';
import { useState } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { useDebouncedSearch } from '@/core/hooks/use-debounced-search';

import { useUsers } from '../api/get-users.ts';
import { personName, phoneText } from '../lib/format.ts';
import { RoleBadge } from './pills.tsx';

type Picked = { _id: string; name: string };

/** Finds an account by name, e-mail or phone (the users search) and picks one. */
export function UserPicker({
  value,
  onChange,
  inputId,
  invalid,
  describedBy,
}: {
  value: Picked | null;
  onChange: (user: Picked | null) => void;
  inputId: string;
  invalid: boolean;
  describedBy?: string;
}) {
  const [applied, setApplied] = useState('');
  const { text, setText } = useDebouncedSearch(applied, setApplied);
  const query = useUsers(
    { page: 1, limit: 5, search: applied, role: [], active: '', banned: '' },
    applied.length >= 2 && value === null,
  );

  if (value) {
    return (
      <div
        className="flex items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2"
        data-testid="ban-user-picked"
      >
        <span className="min-w-0 truncate text-sm font-semibold text-brand-900">{value.name}</span>
        <button
          type="button"
          onClick={() => onChange(null)}
          className="grid size-7 place-items-center rounded-md text-brand-800 hover:bg-brand-100"
          aria-label="Choose another user"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    );
  }

  const users = query.data?.users ?? [];
  return (
    <div>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Name, e-mail or phone"
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid="ban-user-search"
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-500"
      />
      {applied.length >= 2 && (
        <div className="mt-2 overflow-hidden rounded-lg border border-slate-200">
          {query.isFetching && users.length === 0 ? (
            <p className="flex items-center gap-2 px-3 py-2.5 text-sm text-slate-600">
              <Spinner className="size-4 text-brand-600" /> Searching…
            </p>
          ) : users.length === 0 ? (
            <p className="px-3 py-2.5 text-sm text-slate-600">
              {query.isError ? query.error.message : 'No one matches.'}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Matching users">
              {users.map((u) => (
                <li key={u._id}>
                  <button
                    type="button"
                    data-testid="ban-user-option"
                    onClick={() => onChange({ _id: u._id, name: personName(u) })}
                    className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-slate-50"
                  >
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-semibold text-slate-900">
                        {personName(u)}
                      </span>
                      <span className="block truncate text-xs text-slate-500">
                        {[phoneText(u.phone), u.email].filter(Boolean).join(' · ') || 'No contact'}
                      </span>
                    </span>
                    <RoleBadge role={u.role} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
