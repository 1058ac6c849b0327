import { CopyButton } from '@/components/ui/copy-button';

export const LINK_COPIED = 'Link copied';

type CopyLinkButtonProps = {
  url: string;
  /** 'icon' for table rows; 'button' for the freshly created link. */
  look?: 'icon' | 'button';
  label?: string;
};

/** Copies a tracking link and confirms with the 'Link copied' toast. */
export function CopyLinkButton({ url, look = 'icon', label = 'Copy link' }: CopyLinkButtonProps) {
  return (
    <CopyButton
      text={url}
      label={label}
      look={look}
      toastText={LINK_COPIED}
      errorText="Could not copy the link. Select it and copy it by hand."
      testId="utm-copy"
    />
  );
}
