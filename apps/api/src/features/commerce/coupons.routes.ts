import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  COMMERCE_MSG,
  envelope,
  ZCoupon,
  ZCouponBody,
  ZCouponListData,
  ZCouponListQuery,
  ZCouponPatchBody,
  ZCouponRedemption,
  ZCouponScopeOption,
  ZErrorEnvelope,
  ZPagination,
} from '@app/shared';

import * as service from './coupons.service.ts';

const errors = { '4xx': ZErrorEnvelope };
const tags = ['coupons'];
/** Any short text; a malformed id is simply not found. */
const ZIdParams = z.object({ id: z.string().max(64) });
const ZCouponData = envelope(z.object({ coupon: ZCoupon }));
const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** Staff routes (under /api/v1/admin), menu 'coupons'. Coupons are deactivated, never deleted. */
export async function couponAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['coupons' as const] };
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/coupons', {
    config,
    schema: {
      tags,
      querystring: ZCouponListQuery,
      response: { 200: envelope(ZCouponListData), ...errors },
    },
    handler: async (req) => ({
      success: true,
      message: 'Coupons fetched successfully',
      data: await service.listCoupons(deps, req.query),
    }),
  });

  app.get('/coupons/options', {
    config,
    schema: {
      tags,
      response: { 200: envelope(z.object({ courses: z.array(ZCouponScopeOption) })), ...errors },
    },
    handler: async () => ({
      success: true,
      message: 'OK',
      data: { courses: await service.scopeOptions(deps) },
    }),
  });

  app.post('/coupons', {
    config,
    schema: { tags, body: ZCouponBody, response: { 201: ZCouponData, ...errors } },
    handler: async (req, reply) => {
      const coupon = await service.createCoupon(deps, req, req.body);
      return reply
        .code(201)
        .send({ success: true, message: COMMERCE_MSG.couponCreated, data: { coupon } });
    },
  });

  app.get('/coupons/:id', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZCouponData, ...errors } },
    handler: async (req) => ({
      success: true,
      message: 'OK',
      data: { coupon: await service.getCoupon(deps, req.params.id) },
    }),
  });

  app.patch('/coupons/:id', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZCouponPatchBody,
      response: { 200: ZCouponData, ...errors },
    },
    handler: async (req) => {
      const { coupon, toggle } = await service.updateCoupon(deps, req, req.params.id, req.body);
      const message =
        toggle === 'activated'
          ? COMMERCE_MSG.couponActivated
          : toggle === 'deactivated'
            ? COMMERCE_MSG.couponDeactivated
            : COMMERCE_MSG.couponUpdated;
      return { success: true, message, data: { coupon } };
    },
  });

  app.get('/coupons/:id/redemptions', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      querystring: ZPageQuery,
      response: {
        200: envelope(
          z.object({ redemptions: z.array(ZCouponRedemption), pagination: ZPagination }),
        ),
        ...errors,
      },
    },
    handler: async (req) => ({
      success: true,
      message: 'OK',
      data: await service.listRedemptions(deps, req.params.id, req.query),
    }),
  });
}
