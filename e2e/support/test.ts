import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages come rendered from the server (issue 18) and the browser takes them over a moment
 * later (hydration). A click in between does nothing, as for a person on a slow phone; so every
 * page.goto and page.reload in the suite waits, on a server-rendered page, until main.tsx marks
 * <html data-hydrated>. Other pages have no server state and are not held up.
 */
async function untilHydrated(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.getElementById('ks-server-state') ||
        document.documentElement.hasAttribute('data-hydrated'),
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined); // a page that closed or navigated on: the test goes on and says why
}

let isPatched = false;
function patchNavigation(proto: Page) {
  if (isPatched) return;
  isPatched = true;
  const { goto, reload } = proto;
  proto.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    await untilHydrated(this);
    return response;
  };
  proto.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    await untilHydrated(this);
    return response;
  };
}

/** @playwright/test's `test`, with the navigation wait above in every page of the worker. */
export const test = base.extend<object, { hydrationAware: void }>({
  hydrationAware: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      patchNavigation(Object.getPrototypeOf(page) as Page);
      await page.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
