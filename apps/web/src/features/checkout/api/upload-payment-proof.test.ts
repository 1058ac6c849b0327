import { describe, expect, it } from 'vitest';

import { COMMERCE_MSG, UPLOAD_MAX_BYTES } from '@app/shared';

import { checkProofFile } from './upload-payment-proof.ts';

const file = (type: string, size: number) => ({ type, size }) as File;

describe('payment screenshot check before upload', () => {
  it('takes PNG, JPEG and WebP up to 5 MB', () => {
    expect(checkProofFile(file('image/png', 1024))).toBeNull();
    expect(checkProofFile(file('image/jpeg', UPLOAD_MAX_BYTES))).toBeNull();
    expect(checkProofFile(file('image/webp', 10))).toBeNull();
  });

  it('refuses other types, empty files and larger images with the shared texts', () => {
    expect(checkProofFile(file('application/pdf', 10))).toBe(COMMERCE_MSG.uploadTypeInvalid);
    expect(checkProofFile(file('image/gif', 10))).toBe(COMMERCE_MSG.uploadTypeInvalid);
    expect(checkProofFile(file('image/png', 0))).toBe(COMMERCE_MSG.uploadEmpty);
    expect(checkProofFile(file('image/png', UPLOAD_MAX_BYTES + 1))).toBe(
      COMMERCE_MSG.uploadTooLarge,
    );
  });
});
