import { createTestContext, type TestContext } from '../../test/harness.ts';

export { signedIn } from '../../test/harness.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A test app with room for the many logins these tests make. */
export function staffTestContext() {
  return createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
}

/** A call on the API (`/admin/...` for staff routes, `/users/me`…), as the cookie's owner. */
export function call(
  ctx: TestContext,
  method: Method,
  url: string,
  cookie = '',
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
