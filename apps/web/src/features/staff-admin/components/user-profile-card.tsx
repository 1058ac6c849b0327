import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';

import type { AdminUser } from '@app/shared';

import { formatDateTime } from '@/core/format-date';

import { phoneText } from '../lib/format.ts';
import { UserIdentity } from './user-identity.tsx';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 py-2.5" data-testid={testId}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

const none = <span className="font-normal text-slate-400">—</span>;

/** Who the account is: contact, when they joined, where they came from, how they were verified. */
export function UserProfileCard({ user }: { user: AdminUser }) {
  return (
    <section className="card p-5" aria-labelledby="profile-heading" data-testid="user-profile">
      <UserIdentity
        user={user}
        avatarClassName="size-14 text-lg"
        headingId="profile-heading"
        showBanned
      />
      <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
        <Row label="Phone" testId="profile-phone">
          {phoneText(user.phone) ?? none}
        </Row>
        <Row label="E-mail" testId="profile-email">
          {user.email ?? none}
        </Row>
        <Row label="Joined">{formatDateTime(user.createdAt)} IST</Row>
        <Row label="Phone verified">
          {user.phoneVerifiedAt ? `${formatDateTime(user.phoneVerifiedAt)} IST` : 'Not yet'}
        </Row>
        <Row label="UTM source">
          {user.utmSource ? (
            <span className="font-mono text-xs">{user.utmSource}</span>
          ) : (
            <span className="font-normal text-slate-500">Direct / none</span>
          )}
        </Row>
        <Row label="Verified by hand" testId="profile-verified-by">
          {user.verifiedBy ? (
            <span className="flex items-start gap-1.5">
              <BadgeCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              <span>
                {user.verifiedBy.name}
                {user.verificationNote && (
                  <span className="block font-normal text-slate-600">
                    “{user.verificationNote}”
                  </span>
                )}
              </span>
            </span>
          ) : (
            <span className="font-normal text-slate-500">No</span>
          )}
        </Row>
      </dl>
    </section>
  );
}
