import { createTestContext } from '../../test/harness.ts';

/** A call on the API (`/admin/...` for staff routes, `/users/me`…), as the cookie's owner. */
export { callAs as call, signedIn } from '../../test/harness.ts';

export type { Method } from '../../test/harness.ts';

/** A test app with room for the many logins these tests make. */
export function staffTestContext() {
  return createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
}
