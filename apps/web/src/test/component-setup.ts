// Component tests (vitest.config.ts, project 'components'): each test starts from an empty page.
import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
