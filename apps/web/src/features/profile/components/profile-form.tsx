import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, Phone } from 'lucide-react';
import { useForm } from 'react-hook-form';

import { COMMERCE_MSG, ZProfileBody, type ProfileBody, type User } from '@app/shared';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { useUpdateProfile } from '../api/update-profile.ts';

const FIELDS = ['firstName', 'lastName', 'email'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: unknown): name is Field => FIELDS.includes(name as Field);

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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(ZProfileBody),
    defaultValues: valuesOf(user),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset(valuesOf(saved));
      toast.success(COMMERCE_MSG.profileUpdated);
    } catch (error) {
      const message = getErrorMessage(error);
      if (error instanceof ApiError) {
        const body = error.data as { data?: unknown } | undefined;
        const items = Array.isArray(body?.data)
          ? (body.data as { field?: unknown; message?: string }[])
          : [];
        const fieldItems = items.filter((i) => isField(i.field) && i.message);
        for (const item of fieldItems) setError(item.field as Field, { message: item.message });
        if (fieldItems.length > 0) return;
        if (message === COMMERCE_MSG.emailTaken) {
          setError('email', { message });
          return;
        }
      }
      setError('root.server', { message });
      toast.error(message);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="profile-form"
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          data-testid="profile-first-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          data-testid="profile-last-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        data-testid="profile-email"
        error={errors.email?.message}
        hint="Receipts and batch updates are sent here."
        {...register('email')}
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
      {errors.root?.server?.message && <FormAlert message={errors.root.server.message} />}
      <div className="flex flex-wrap items-center justify-end gap-3 pt-1">
        {isDirty && (
          <Button variant="ghost" onClick={() => reset(valuesOf(user))} disabled={update.isPending}>
            Cancel
          </Button>
        )}
        <Button
          type="submit"
          data-testid="profile-save"
          isLoading={update.isPending}
          loadingText="Saving..."
          disabled={!isDirty}
        >
          Save changes
        </Button>
      </div>
    </form>
  );
}
