import type { FormEvent } from 'react';

import type { AdminUser } from '@app/shared';

import { Modal } from '@/components/admin/modal';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';

import { emptyBanDraft } from '../lib/ban-draft.ts';
import { personName } from '../lib/format.ts';
import { BanDetailsFields } from './ban-details-fields.tsx';
import { useBanDraft } from './use-ban-draft.ts';

/** "Ban" on a user page: the same ban as /admin/ban, on this account, without leaving the page. */
export function BanUserDialog({
  user,
  open,
  onClose,
}: {
  user: AdminUser;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Ban ${personName(user)}?`}
      description="They are signed out everywhere at once and cannot sign in or get codes until the ban ends or is lifted."
      testId="ban-dialog"
      widthClassName="max-w-lg"
    >
      {open && <BanUserForm user={user} onDone={onClose} />}
    </Modal>
  );
}

function BanUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const initial = { ...emptyBanDraft('user'), user: { _id: user._id, name: personName(user) } };
  const { draft, errors, alert, change, submit, isPending } = useBanDraft(initial, onDone);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 pb-5">
      <BanDetailsFields draft={draft} errors={errors} onChange={change} />
      {errors.target && <FormAlert message={errors.target} />}
      {alert && <FormAlert message={alert} testId="ban-alert" />}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          isLoading={isPending}
          loadingText="Banning…"
          data-testid="ban-submit"
          className="bg-red-600! hover:bg-red-700! active:bg-red-800!"
        >
          Ban user
        </Button>
      </div>
    </form>
  );
}
