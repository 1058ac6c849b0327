import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ZUserData } from '@app/shared';

import { jsonResponse, route, withFreshClient } from './test-helpers.ts';

let consoleError: ReturnType<typeof vi.spyOn>;

const client = withFreshClient({ fakeTimers: false });
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const user = {
  _id: '65f000000000000000000001',
  userId: 'KS0001',
  name: { firstName: 'Asha', lastName: 'Rao' },
  email: 'asha@example.com',
  phone: { code: '+91', number: '9000000001' },
  role: 'student',
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const answer = (data: unknown) => jsonResponse(200, { success: true, message: 'ok', data });
/** A user whose e-mail the server forgot: what a schema drift between the two sides looks like. */
const drifted = { user: { ...user, email: undefined } };

function runAs(mode: 'development' | 'production') {
  vi.stubEnv('MODE', mode);
  vi.stubEnv('DEV', mode === 'development');
  vi.stubEnv('PROD', mode === 'production');
}

describe('a call typed by its shared schema', () => {
  it('gives the data of an answer that matches, as sent', async () => {
    route(client.fetchMock, () => answer({ user }));
    const res = await client.api.publicApi.get('/users/me', 'ZUserData');
    expect(res.data.user).toEqual(user);
    expect(res.message).toBe('ok');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('takes a message-only answer with ZNoData', async () => {
    route(client.fetchMock, () => jsonResponse(200, { success: true, message: 'Logged out' }));
    await expect(client.api.publicApi.post('/users/logout', 'ZNoData')).resolves.toMatchObject({
      message: 'Logged out',
      data: undefined,
    });
  });

  it('fails a test loudly when the answer does not match (MODE test)', async () => {
    route(client.fetchMock, () => answer(drifted));
    const error = await client.api.publicApi.get('/users/me', 'ZUserData').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(client.api.AnswerSchemaError);
    expect((error as Error).message).toContain('GET /api/v1/users/me');
    expect((error as Error).message).toContain('user.email');
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it('says so on the console in development, and carries on with the answer', async () => {
    runAs('development');
    route(client.fetchMock, () => answer(drifted));
    const res = await client.api.publicApi.get('/users/me', 'ZUserData');
    expect(res.data).toEqual(drifted);
    expect(consoleError).toHaveBeenCalledOnce();
    expect(String(consoleError.mock.calls[0]![0])).toContain('does not match its schema');
  });

  it('trusts the server in production: no parse, the data untouched', async () => {
    runAs('production');
    const parse = vi.spyOn(ZUserData, 'safeParse');
    route(client.fetchMock, () => answer(drifted));
    const res = await client.api.publicApi.get('/users/me', 'ZUserData');
    expect(res.data).toEqual(drifted);
    expect(parse).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('checks the answer of every method, on either client', async () => {
    route(client.fetchMock, () => answer({ user: { _id: 1 } }));
    const calls = [
      client.api.adminApi.get('/users/1', 'ZUserData'),
      client.api.adminApi.post('/users', 'ZUserData', {}),
      client.api.adminApi.put('/users/1', 'ZUserData', {}),
      client.api.adminApi.patch('/users/1', 'ZUserData', {}),
      client.api.adminApi.delete('/users/1', 'ZUserData'),
    ];
    for (const call of calls)
      await expect(call).rejects.toBeInstanceOf(client.api.AnswerSchemaError);
  });
});
