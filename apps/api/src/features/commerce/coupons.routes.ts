import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  COMMERCE_MSG,
  envelope,
  listPageFields,
  ZCoupon,
  ZCouponBody,
  ZCouponListData,
  ZCouponListQuery,
  ZCouponPatchBody,
  ZCouponRedemption,
  ZCouponScopeOption,
  ZPagination,
} from '@app/shared';

import { errorResponses, noStoreRoutes, ok, okData, ZIdParams } from '../../core/http.ts';
import * as service from './coupons.service.ts';

const tags = ['coupons'];
const ZCouponData = envelope(z.object({ coupon: ZCoupon }));
const ZPageQuery = z.object(listPageFields);

/** Staff routes (under /api/v1/admin), menu 'coupons'. Coupons are deactivated, never deleted. */
export async function couponAdminRoutes(fastify: FastifyInstance) {
  const app = noStoreRoutes(fastify);
  const deps = { db: app.db };
  const config = { menu: ['coupons' as const] };

  app.get('/coupons', {
    config,
    schema: {
      tags,
      querystring: ZCouponListQuery,
      response: { 200: envelope(ZCouponListData), ...errorResponses },
    },
    handler: async (req) =>
      ok('Coupons fetched successfully', await service.listCoupons(deps, req.query)),
  });

  app.get('/coupons/options', {
    config,
    schema: {
      tags,
      response: {
        200: envelope(z.object({ courses: z.array(ZCouponScopeOption) })),
        ...errorResponses,
      },
    },
    handler: async () => okData({ courses: await service.scopeOptions(deps) }),
  });

  app.post('/coupons', {
    config,
    schema: { tags, body: ZCouponBody, response: { 201: ZCouponData, ...errorResponses } },
    handler: async (req, reply) => {
      const coupon = await service.createCoupon(deps, req, req.body);
      return reply.code(201).send(ok(COMMERCE_MSG.couponCreated, { coupon }));
    },
  });

  app.get('/coupons/:id', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZCouponData, ...errorResponses } },
    handler: async (req) => okData({ coupon: await service.getCoupon(deps, req.params.id) }),
  });

  app.patch('/coupons/:id', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZCouponPatchBody,
      response: { 200: ZCouponData, ...errorResponses },
    },
    handler: async (req) => {
      const { coupon, toggle } = await service.updateCoupon(deps, req, req.params.id, req.body);
      const message =
        toggle === 'activated'
          ? COMMERCE_MSG.couponActivated
          : toggle === 'deactivated'
            ? COMMERCE_MSG.couponDeactivated
            : COMMERCE_MSG.couponUpdated;
      return ok(message, { coupon });
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
        ...errorResponses,
      },
    },
    handler: async (req) => okData(await service.listRedemptions(deps, req.params.id, req.query)),
  });
}
