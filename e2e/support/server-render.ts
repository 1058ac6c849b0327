import type { Page } from './test.ts';

/**
 * The page loads as it does when the server could not read its data (an API failure): the
 * server-rendered content and its data block are left out, so the browser asks the API itself.
 * For tests that stub the API in the browser (page.route) to show a failure or a rare state.
 */
export async function withoutServerData(page: Page) {
  await page.route('**/*', async (route) => {
    const request = route.request();
    // The page itself only: frames (video players…) keep their own routes.
    if (request.resourceType() !== 'document' || request.frame().parentFrame()) {
      return route.fallback();
    }
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="ks-server-state">[\s\S]*?<\/script>/,
      '<div id="root"></div>',
    );
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, body: html, headers });
  });
}
