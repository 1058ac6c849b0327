import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  COMMERCE_MSG,
  envelope,
  ZApprovalsQuery,
  ZFailedPaymentsQuery,
  ZPayment,
  ZPaymentEvent,
  ZPaymentListData,
  ZRejectBody,
  ZResolveBody,
} from '@app/shared';

import { errorResponses, ok, okData, ZIdParams } from '../../core/http.ts';
import * as approvals from './approvals.service.ts';
import * as service from './payments-admin.service.ts';

const ZPaymentData = envelope(z.object({ payment: ZPayment }));

/**
 * Staff routes (under /api/v1/admin): Failed Payments (menu 'payments') and Payment Approval
 * (menu 'paymentApproval'). Every write is in the activity log.
 */
export async function paymentAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, files: app.files };
  const failed = { menu: ['payments' as const] };
  const approval = { menu: ['paymentApproval' as const] };
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // ---- failed and abandoned payments ----

  app.get('/payments', {
    config: failed,
    schema: {
      tags: ['payments'],
      querystring: ZFailedPaymentsQuery,
      response: { 200: envelope(ZPaymentListData), ...errorResponses },
    },
    handler: async (req) =>
      ok(COMMERCE_MSG.paymentsFetched, await service.listFailedPayments(deps, req.query)),
  });

  app.get('/payments/:id', {
    config: failed,
    schema: {
      tags: ['payments'],
      params: ZIdParams,
      response: {
        200: envelope(z.object({ payment: ZPayment, events: z.array(ZPaymentEvent) })),
        ...errorResponses,
      },
    },
    handler: async (req) => okData(await service.getPaymentDetail(deps, req.params.id)),
  });

  app.post('/payments/:id/resolve', {
    config: failed,
    schema: {
      tags: ['payments'],
      params: ZIdParams,
      body: ZResolveBody,
      response: { 200: ZPaymentData, ...errorResponses },
    },
    handler: async (req) => {
      const done = await service.resolvePayment(deps, req, req.params.id, req.body.note);
      return ok(done.isRefund ? COMMERCE_MSG.paymentRefunded : COMMERCE_MSG.paymentResolved, {
        payment: done.payment,
      });
    },
  });

  // ---- manual payments waiting for approval ----

  app.get('/payment-approvals', {
    config: approval,
    schema: {
      tags: ['payment approvals'],
      querystring: ZApprovalsQuery,
      response: { 200: envelope(ZPaymentListData), ...errorResponses },
    },
    handler: async (req) =>
      ok(COMMERCE_MSG.paymentsFetched, await approvals.listApprovals(deps, req.query)),
  });

  app.get('/payment-approvals/:id/screenshot', {
    config: approval,
    schema: { tags: ['payment approvals'], params: ZIdParams },
    handler: async (req, reply) => {
      const file = await approvals.readScreenshot(deps, req.params.id);
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  });

  app.post('/payment-approvals/:id/approve', {
    config: approval,
    schema: {
      tags: ['payment approvals'],
      params: ZIdParams,
      response: { 200: ZPaymentData, ...errorResponses },
    },
    handler: async (req) =>
      ok(COMMERCE_MSG.paymentApproved, {
        payment: await approvals.approvePayment(deps, req, req.params.id),
      }),
  });

  app.post('/payment-approvals/:id/reject', {
    config: approval,
    schema: {
      tags: ['payment approvals'],
      params: ZIdParams,
      body: ZRejectBody,
      response: { 200: ZPaymentData, ...errorResponses },
    },
    handler: async (req) =>
      ok(COMMERCE_MSG.paymentRejected, {
        payment: await approvals.rejectPayment(deps, req, req.params.id, req.body.reason),
      }),
  });
}
