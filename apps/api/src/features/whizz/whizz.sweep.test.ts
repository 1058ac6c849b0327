import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTestContext, type TestContext } from '../../test/harness.ts';
import { SWEEP_INTERVAL_MS } from './whizz-public.routes.ts';

let ctx: TestContext | null = null;
afterEach(async () => {
  vi.restoreAllMocks();
  await ctx?.close();
  ctx = null;
});

const sweepTimers = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter((c) => c[1] === SWEEP_INTERVAL_MS).length;

describe('the attempt sweep timer', () => {
  it('starts when a server with job workers listens, and stops on close', async () => {
    ctx = await createTestContext({ config: { jobWorkers: true } });
    const every = vi.spyOn(globalThis, 'setInterval');
    const clear = vi.spyOn(globalThis, 'clearInterval');
    expect(sweepTimers(every)).toBe(0);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    expect(sweepTimers(every)).toBe(1);
    const timer = every.mock.results.find((_, i) => every.mock.calls[i]![1] === SWEEP_INTERVAL_MS)!
      .value as NodeJS.Timeout;
    await ctx.close();
    ctx = null;
    expect(clear).toHaveBeenCalledWith(timer);
  });

  it('stays off without job workers', async () => {
    ctx = await createTestContext({ config: { jobWorkers: false } });
    const every = vi.spyOn(globalThis, 'setInterval');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    expect(sweepTimers(every)).toBe(0);
  });
});
