import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  COMMERCE_MSG,
  envelope,
  MSG,
  ZAccessTokenData,
  ZGoogleAuthBody,
  ZGoogleData,
  ZLoginBody,
  ZMessageOnly,
  ZProfileBody,
  ZRegisterBody,
  ZSendOtpBody,
  ZUserData,
} from '@app/shared';

import { currentUser } from '../../core/auth/authenticate.ts';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../../core/auth/cookies.ts';
import { toUserDto } from '../../core/auth/user-dto.ts';
import { errorResponses, ok, okData } from '../../core/http.ts';
import { perIp } from '../../core/rate-limit.ts';
import * as auth from './auth.service.ts';
import { googleSignIn } from './google.service.ts';
import type { GoogleVerifier } from './google.ts';
import { sendOtp } from './otp.service.ts';

const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

export function authRoutes(google: GoogleVerifier | null) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const deps = { db: app.db, config: app.config, sms: app.sms };
    const tags = ['auth'];

    app.post('/users/send-otp', {
      config: { auth: 'optional', rateLimit: perIp(app.config, 10) },
      schema: {
        tags,
        body: ZSendOtpBody,
        response: {
          200: envelope(z.object({ resendAfter: z.number(), expiresIn: z.number() })),
          ...errorResponses,
        },
      },
      handler: async (req) => {
        const { phone, userId, purpose } = req.body;
        const data = await sendOtp(deps, {
          phoneNumber: phone.number,
          purpose: purpose ?? (userId ? 'verify' : 'login'),
          userId,
          sessionUserId: req.sessionUser?.id,
          ip: req.ip,
        });
        return ok(MSG.otpSent, data);
      },
    });

    app.post('/users/login', {
      config: { auth: 'optional', rateLimit: perIp(app.config, 20) },
      schema: { tags, body: ZLoginBody, response: { 200: envelope(ZUserData), ...errorResponses } },
      handler: async (req, reply) => {
        const { phone, otp, userId } = req.body;
        const { user, session } = await auth.login(deps, {
          phone,
          otp,
          userId,
          sessionUserId: req.sessionUser?.id,
          client: client(req),
        });
        if (session)
          setSessionCookies(reply, app.config, session.accessToken, session.refreshToken);
        return ok(MSG.loginSuccessful, { user: toUserDto(user) });
      },
    });

    app.post('/users/register', {
      config: { rateLimit: perIp(app.config, 10) },
      schema: {
        tags,
        body: ZRegisterBody,
        response: { 201: envelope(ZUserData), ...errorResponses },
      },
      handler: async (req, reply) => {
        const { user, session } = await auth.register(deps, { ...req.body, client: client(req) });
        if (session)
          setSessionCookies(reply, app.config, session.accessToken, session.refreshToken);
        return reply.code(201).send(ok(MSG.registrationSuccessful, { user: toUserDto(user) }));
      },
    });

    app.get('/users/me', {
      config: { auth: 'required' },
      schema: { tags, response: { 200: envelope(ZUserData), ...errorResponses } },
      handler: async (req) => okData({ user: toUserDto(currentUser(req)) }),
    });

    app.patch('/users/me', {
      config: { auth: 'required' },
      schema: {
        tags,
        body: ZProfileBody,
        response: { 200: envelope(ZUserData), ...errorResponses },
      },
      handler: async (req) => {
        const user = await auth.updateProfile(deps, currentUser(req).id, req.body);
        return ok(COMMERCE_MSG.profileUpdated, { user: toUserDto(user) });
      },
    });

    app.post('/users/logout', {
      config: { auth: 'optional' },
      schema: { tags, response: { 200: ZMessageOnly, ...errorResponses } },
      handler: async (req, reply) => {
        await auth.logout(deps, req.cookies[REFRESH_COOKIE], req.sessionUser?.sessionId);
        clearSessionCookies(reply, app.config);
        return ok(MSG.logoutSuccessful);
      },
    });

    app.put('/users/tokens/refresh', {
      config: { rateLimit: perIp(app.config, 60) },
      schema: { tags, response: { 200: envelope(ZAccessTokenData), ...errorResponses } },
      handler: async (req, reply) => {
        const { session } = await auth
          .refresh(deps, req.cookies[REFRESH_COOKIE], client(req))
          .catch((error) => {
            clearSessionCookies(reply, app.config);
            throw error;
          });
        setSessionCookies(reply, app.config, session.accessToken, session.refreshToken);
        return ok('Token refreshed', { accessToken: session.accessToken });
      },
    });

    app.post('/google/auth', {
      config: { rateLimit: perIp(app.config, 20) },
      schema: {
        tags,
        body: ZGoogleAuthBody,
        response: { 200: envelope(ZGoogleData), ...errorResponses },
      },
      handler: async (req, reply) => {
        const { user, session } = await googleSignIn(
          { ...deps, google },
          { code: req.body.code, redirectUri: req.body.redirectUri, client: client(req) },
        );
        setSessionCookies(reply, app.config, session.accessToken, session.refreshToken);
        return ok(MSG.socialLoginSuccessful, { user: toUserDto(user), token: session.accessToken });
      },
    });
  };
}
