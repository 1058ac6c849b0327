// Screenshots and an axe pass of the web shell against `vite preview`, with the API mocked.
// Usage: npm run build -w apps/web && (cd apps/web && npx vite preview --port 4173 --strictPort) &
//        node scripts/screenshots-web.mjs [outDir]
import { mkdirSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright';

const BASE = process.env.BASE_URL ?? 'http://localhost:4173';
const OUT = process.argv[2] ?? '/tmp/web-shots';
mkdirSync(OUT, { recursive: true });

const now = new Date().toISOString();
const userOf = (role, isActive = true) => ({
  _id: '65f000000000000000000001',
  userId: 'KS0001',
  name: { firstName: 'Asha', lastName: 'Rao' },
  email: 'asha@example.com',
  phone: { code: '+91', number: '9876543210' },
  role,
  isActive,
  createdAt: now,
  updatedAt: now,
});

const json = (status, body) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

async function mockApi(page, { me = null, loginStatus = 404 } = {}) {
  await page.route('**/api/v1/**', (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace('/api/v1', '');
    if (path === '/users/me') {
      return route.fulfill(
        me
          ? json(200, { success: true, message: 'ok', data: { user: me } })
          : json(401, { success: false, message: 'Please log in to continue.' }),
      );
    }
    if (path === '/users/send-otp') {
      return route.fulfill(
        json(200, {
          success: true,
          message: 'OTP sent successfully',
          data: { resendAfter: 30, expiresIn: 300 },
        }),
      );
    }
    if (path === '/users/login') {
      return route.fulfill(
        loginStatus === 404
          ? json(404, {
              success: false,
              message: 'No account found for this phone number. Please register to continue.',
            })
          : json(200, {
              success: true,
              message: 'Login successful',
              data: { user: userOf('student') },
            }),
      );
    }
    return route.fulfill(json(404, { success: false, message: 'Not found' }));
  });
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const violations = [];
async function shot(name, width, { path, me, setup, before, fullPage = true, axe = true } = {}) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 800 },
  });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.log(`[${name}] pageerror`, err.message));
  await mockApi(page, { me });
  if (before) await before(page);
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  if (setup) await setup(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/${name}-${width}.png` });
  if (fullPage) await page.screenshot({ path: `${OUT}/${name}-${width}-full.png`, fullPage });
  if (axe) {
    const result = await new AxeBuilder({ page }).analyze();
    for (const v of result.violations) {
      violations.push(
        `${name}-${width}: [${v.impact}] ${v.id} – ${v.help} (${v.nodes.length}) ${v.nodes
          .slice(0, 2)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
      );
    }
  }
  await context.close();
}

const toOtpStep = async (page) => {
  await page.getByTestId('phone-input').fill('9876543210');
  await page.getByTestId('send-otp').click();
  await page.getByTestId('otp-digit-0').waitFor();
};
const toRegisterStep = async (page) => {
  await toOtpStep(page);
  for (const [i, d] of ['1', '2', '3', '4'].entries())
    await page.getByTestId(`otp-digit-${i}`).fill(d);
  await page.getByTestId('verify-otp').click();
  await page.getByTestId('fullname-input').waitFor();
};

for (const width of [1280, 390]) {
  await shot('home', width, { path: '/' });
  await shot('signin-phone', width, { path: '/auth/signin' });
  await shot('signin-phone-error', width, {
    path: '/auth/signin',
    setup: (p) => p.getByTestId('send-otp').click(),
  });
  await shot('signin-otp', width, { path: '/auth/signin', setup: toOtpStep });
  await shot('signin-register', width, { path: '/auth/register', setup: toRegisterStep });
  await shot('unauthorized', width, { path: '/unauthorized' });
  await shot('not-found', width, { path: '/no/such/page' });
  await shot('admin-404', width, { path: '/admin', me: userOf('super_admin'), fullPage: false });
  await shot('admin-mentor', width, { path: '/admin', me: userOf('mentor'), fullPage: false });
  await shot('overlay', width, { path: '/', me: userOf('student', false), fullPage: false });
  await shot('home-signed-in', width, {
    path: '/',
    me: userOf('admin'),
    fullPage: false,
    setup: (p) => p.getByRole('button', { name: /account menu/i }).click(),
  });
}
// A page chunk that fails to download (e.g. after a deploy) must land on the error screen.
await shot('error-fallback', 1280, {
  path: '/auth/signin',
  fullPage: false,
  before: (p) => p.route('**/assets/sign-in-page-*.js', (r) => r.abort()),
});
await shot('admin-collapsed', 1280, {
  path: '/admin',
  me: userOf('super_admin'),
  fullPage: false,
  setup: (p) => p.getByTestId('sidebar-collapse-toggle').click(),
});
await shot('admin-drawer', 390, {
  path: '/admin',
  me: userOf('admin'),
  fullPage: false,
  setup: (p) => p.getByRole('button', { name: 'Open admin menu' }).click(),
});

await browser.close();
console.log(violations.length ? violations.join('\n') : 'axe: no violations');
