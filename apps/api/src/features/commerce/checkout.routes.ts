import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  COMMERCE_MSG,
  envelope,
  ZMessageOnly,
  ZOrderBody,
  ZOrderData,
  ZPayment,
  ZQuote,
  ZQuoteBody,
  ZRazorpayVerifyBody,
  ZTestGatewayBody,
} from '@app/shared';

import { AppError } from '../../core/errors.ts';
import { errorResponses, ok, ZIdParams } from '../../core/http.ts';
import { perIp } from '../../core/rate-limit.ts';
import * as payments from './checkout.payments.ts';
import * as service from './checkout.service.ts';
import { receiptFileName, renderReceipt } from './receipt.ts';
import { processGatewayEvent, SECOND_CAPTURE } from './webhook.ts';

const tags = ['checkout'];
const ZPaymentData = envelope(z.object({ payment: ZPayment }));

/** Signed-in student: per user; the rate limit runs after the session is known. */
function perUser(app: FastifyInstance, perMinute: number) {
  return {
    ...perIp(app.config, perMinute),
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => `user:${req.sessionUser?.id ?? req.ip}`,
  };
}

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * POST /payments/webhook in a scope of its own: JSON here is kept as the exact bytes received
 * (the signature is over them) and then parsed with Fastify's own safe JSON parser.
 */
async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const raw = body as Buffer;
    rawBodies.set(req, raw);
    parseJson(req, raw.toString('utf8'), done);
  });

  app.post('/payments/webhook', {
    schema: { tags, response: { 200: ZMessageOnly, ...errorResponses } },
    handler: async (req) => {
      const raw = rawBodies.get(req) ?? Buffer.alloc(0);
      const result = await processGatewayEvent(app.db, app.config.payments.webhookSecret, {
        raw,
        body: req.body,
        signature: header(req.headers['x-razorpay-signature']),
        eventId: header(req.headers['x-razorpay-event-id'])?.slice(0, 120),
        source: 'webhook',
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.message === COMMERCE_MSG.invalidSignature) {
          req.log.warn({ bytes: raw.length }, 'webhook with an invalid signature refused');
        }
        throw error;
      });
      if (!result.duplicate && result.outcome.startsWith(COMMERCE_MSG.amountMismatch)) {
        req.log.warn({ paymentId: result.paymentId }, 'webhook amount mismatch');
      }
      if (!result.duplicate && result.outcome.startsWith(SECOND_CAPTURE)) {
        req.log.warn({ paymentId: result.paymentId }, 'second capture for a completed order');
      }
      return ok(COMMERCE_MSG.webhookAccepted);
    },
  });
}

/** POST /payments/test-gateway/{paymentId}: the payer's choice on the local test gateway. */
function testGatewayRoutes(fastify: FastifyInstance, deps: service.CheckoutDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/payments/test-gateway/:paymentId', {
    config: { auth: 'required' as const, rateLimit: perUser(app, 30) },
    schema: {
      tags,
      params: z.object({ paymentId: z.string().max(64) }),
      body: ZTestGatewayBody,
      response: { 200: ZPaymentData, ...errorResponses },
    },
    handler: async (req) => {
      const { message, payment } = await payments.runTestGateway(
        deps,
        req.sessionUser!.id,
        req.params.paymentId,
        req.body.outcome,
      );
      return ok(message, { payment });
    },
  });
}

/** Checkout and the student's payments (public base, signed in unless noted). */
export async function checkoutPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, config: app.config };
  const auth = 'required' as const;

  await app.register(webhookRoutes);

  app.post('/checkout/quote', {
    config: { auth, rateLimit: perUser(app, 60) },
    schema: {
      tags,
      body: ZQuoteBody,
      response: { 200: envelope(z.object({ quote: ZQuote })), ...errorResponses },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const quote = await service.quote(deps, req.sessionUser!.id, req.body);
      return ok(COMMERCE_MSG.quoteReady, { quote });
    },
  });

  app.post('/checkout/orders', {
    config: { auth, rateLimit: perUser(app, 10) },
    schema: {
      tags,
      body: ZOrderBody,
      // 200: the student's open order for the batch, given back instead of a second one
      response: { 200: envelope(ZOrderData), 201: envelope(ZOrderData), ...errorResponses },
    },
    handler: async (req, reply) => {
      const { message, data, isReused } = await service.createOrder(
        deps,
        req.sessionUser!,
        req.body,
      );
      return reply.code(isReused ? 200 : 201).send(ok(message, data));
    },
  });

  // The test gateway exists only where it is configured (never in production unless a staging
  // site opts in with PAYMENTS_TEST_GATEWAY=true); anywhere else its path is simply not found.
  if (app.config.payments.gateway === 'test') testGatewayRoutes(app, deps);

  app.post('/payments/verify', {
    config: { auth, rateLimit: perUser(app, 30) },
    schema: { tags, body: ZRazorpayVerifyBody, response: { 200: ZPaymentData, ...errorResponses } },
    handler: async (req) => {
      const { message, payment } = await payments.verifyRazorpayPayment(
        deps,
        req.sessionUser!.id,
        req.body,
      );
      return ok(message, { payment });
    },
  });

  app.get('/payments', {
    config: { auth },
    schema: {
      tags,
      response: { 200: envelope(z.object({ payments: z.array(ZPayment) })), ...errorResponses },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const list = await payments.listMyPayments(deps, req.sessionUser!.id);
      return ok(COMMERCE_MSG.paymentsFetched, { payments: list });
    },
  });

  app.get('/payments/:id', {
    config: { auth },
    schema: { tags, params: ZIdParams, response: { 200: ZPaymentData, ...errorResponses } },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const payment = await payments.getMyPayment(deps, req.sessionUser!.id, req.params.id);
      return ok(COMMERCE_MSG.paymentsFetched, { payment });
    },
  });

  app.get('/payments/:id/receipt', {
    config: { auth, rateLimit: perUser(app, 30) },
    schema: { tags, params: ZIdParams, response: errorResponses },
    handler: async (req, reply) => {
      const payment = await payments.paidPayment(deps, req.sessionUser!.id, req.params.id);
      const pdf = await renderReceipt(payment, {
        name: app.config.payments.upiPayeeName,
        gstin: app.config.payments.gstin,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${receiptFileName(payment.receiptNumber!)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf) as never);
    },
  });
}
