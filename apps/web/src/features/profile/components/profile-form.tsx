import { BadgeCheck, Phone } from 'lucide-react';

import { COMMERCE_MSG, ZProfileBody, type ProfileBody, type User } from '@app/shared';

import { Form, FormServerAlert, FormText, SubmitButton, useZodForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { fieldIssues, getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { useUpdateProfile } from '../api/update-profile.ts';

const valuesOf = (user: User): ProfileBody => ({
  firstName: user.name.firstName,
  lastName: user.name.lastName,
  email: user.email ?? '',
});

function formatPhone(phone: NonNullable<User['phone']>): string {
  const n = phone.number;
  const spaced = n.length === 10 ? `${n.slice(0, 5)} ${n.slice(5)}` : n;
  return `${phone.code.startsWith('+') ? phone.code : `+${phone.code}`} ${spaced}`;
}

/** Name and e-mail (PATCH /users/me, the shared ZProfileBody); the verified phone is read-only. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useZodForm(ZProfileBody, {
    defaultValues: valuesOf(user),
    mode: 'onSubmit',
  });
  const { reset } = form;
  const { isDirty } = form.formState;

  const submit = async (values: ProfileBody) => {
    let saved: User;
    try {
      saved = await update.mutateAsync(values);
    } catch (error) {
      // The e-mail another account has: said under the e-mail.
      const message = getErrorMessage(error);
      if (fieldIssues(error).length > 0 || message !== COMMERCE_MSG.emailTaken) throw error;
      form.setError('email', { message });
      return;
    }
    reset(valuesOf(saved));
    toast.success(COMMERCE_MSG.profileUpdated);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      failureMessage={(error) => getErrorMessage(error)}
      tell="alert+toast"
      look="public"
      data-testid="profile-form"
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormText
          name="firstName"
          label="First name"
          autoComplete="given-name"
          testId="profile-first-name"
        />
        <FormText
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          testId="profile-last-name"
        />
      </div>
      <FormText
        name="email"
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        testId="profile-email"
        hint="Receipts and batch updates are sent here."
      />
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-800">Mobile number</p>
        <div className="flex h-12 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-3.5">
          <span className="flex items-center gap-2 text-base text-slate-700">
            <Phone className="size-4 text-slate-400" aria-hidden="true" />
            <span data-testid="profile-phone">
              {user.phone ? formatPhone(user.phone) : 'Not added'}
            </span>
          </span>
          {user.phone && (
            <span
              data-testid="profile-phone-verified"
              className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-800 ring-1 ring-emerald-600/20"
            >
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              Verified
            </span>
          )}
        </div>
        <p className="mt-1.5 text-xs text-slate-600">
          You sign in with this number. To change it, contact support.
        </p>
      </div>
      <FormServerAlert />
      <div className="flex flex-wrap items-center justify-end gap-3 pt-1">
        {isDirty && (
          <Button variant="ghost" onClick={() => reset(valuesOf(user))} disabled={update.isPending}>
            Cancel
          </Button>
        )}
        <SubmitButton
          data-testid="profile-save"
          isLoading={update.isPending}
          loadingText="Saving..."
          disabled={!isDirty}
        >
          Save changes
        </SubmitButton>
      </div>
    </Form>
  );
}
