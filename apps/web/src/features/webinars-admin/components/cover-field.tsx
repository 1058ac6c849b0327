import { canUseMenuKeys } from '@app/shared';

import { ImageField } from '@/components/admin/image-field';
import { useAuthStore } from '@/core/auth/auth-store';

/**
 * The cover picture of the public page: uploaded through the admin image upload (it serves the
 * courses and webinars menus) or linked.
 */
export function CoverField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (next: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const role = useAuthStore((s) => s.user?.role);
  return (
    <ImageField
      value={value}
      onChange={onChange}
      inputProps={{
        value,
        onChange: (e) => onChange(e.target.value),
        onBlur,
        'data-testid': 'webinar-cover-input',
      }}
      error={error}
      label="Cover image link"
      noun="cover image"
      testIdPrefix="cover"
      canUpload={canUseMenuKeys(role, ['courses', 'webinars'])}
    />
  );
}
