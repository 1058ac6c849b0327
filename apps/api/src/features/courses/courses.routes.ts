import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  COURSES_MSG,
  envelope,
  ZAdminCourseListData,
  ZAdminCourseListQuery,
  ZAnnouncement,
  ZAnnouncementBody,
  ZCourse,
  ZCourseBody,
  ZCourseId,
  ZCourseListData,
  ZCourseListQuery,
  ZCourseModulesBody,
  ZAdminCourseModulesData,
  ZCourseModulesData,
  ZMessageOnly,
  ZStaffPickQuery,
  ZStaffRef,
} from '@app/shared';

import { badRequest } from '../../core/errors.ts';
import { sendCached } from '../../core/http-cache.ts';
import { deleteRoute, errorResponses, ok, okData, ZIdParams } from '../../core/http.ts';
import * as service from './courses.service.ts';

const tags = ['courses'];
const ZAnnouncementParams = ZIdParams.extend({ announcementId: z.string().max(64) });
const ZCourseData = envelope(z.object({ course: ZCourse }));
const ZAnnouncementsData = envelope(z.object({ announcements: z.array(ZAnnouncement) }));

/** 400 'Invalid course ID' unless the id is 24 hex characters. */
function courseId(raw: string): string {
  const parsed = ZCourseId.safeParse(raw);
  if (!parsed.success) {
    throw badRequest(COURSES_MSG.invalidCourseId, [
      { field: 'id', message: COURSES_MSG.invalidCourseId },
    ]);
  }
  return parsed.data;
}

/** Public catalogue (under /api/v1): published courses only, cacheable with ETag. */
export async function coursePublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  app.get('/courses', {
    schema: {
      tags,
      querystring: ZCourseListQuery,
      response: { 200: envelope(ZCourseListData), ...errorResponses },
    },
    handler: (req, reply) =>
      sendCached(req, reply, envelope(ZCourseListData), async () =>
        ok(COURSES_MSG.coursesFetched, await service.listPublicCourses(deps, req.query)),
      ),
  });

  app.get('/courses/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZCourseData, ...errorResponses } },
    handler: (req, reply) => {
      const id = courseId(req.params.id);
      return sendCached(req, reply, ZCourseData, async () =>
        ok(COURSES_MSG.courseFetched, {
          course: await service.getCourse(deps, id, { publicView: true }),
        }),
      );
    },
  });

  app.get('/courses/:id/modules', {
    schema: {
      tags,
      params: ZIdParams,
      response: { 200: envelope(ZCourseModulesData), ...errorResponses },
    },
    handler: (req, reply) => {
      const id = courseId(req.params.id);
      return sendCached(req, reply, envelope(ZCourseModulesData), async () =>
        ok(COURSES_MSG.modulesFetched, await service.getPublicModules(deps, id)),
      );
    },
  });

  app.get('/courses/:id/announcements', {
    schema: { tags, params: ZIdParams, response: { 200: ZAnnouncementsData, ...errorResponses } },
    handler: (req, reply) => {
      const id = courseId(req.params.id);
      return sendCached(req, reply, ZAnnouncementsData, async () =>
        ok(
          COURSES_MSG.announcementsFetched,
          await service.getAnnouncements(deps, id, { publicView: true }),
        ),
      );
    },
  });
}

/** Staff routes (under /api/v1/admin), menu 'courses'. */
export async function courseAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['courses' as const] };

  app.get('/courses', {
    config,
    schema: {
      tags,
      querystring: ZAdminCourseListQuery,
      response: { 200: envelope(ZAdminCourseListData), ...errorResponses },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await service.listAdminCourses(deps, req.query);
      return ok(COURSES_MSG.coursesFetched, data);
    },
  });

  // Instructor (course form) or mentor (batch form, ?for=mentors) choices: only the roles that
  // may be chosen (STAFF_PICKS), the rule the API applies again on save.
  app.get('/courses/staff', {
    config,
    schema: {
      tags,
      querystring: ZStaffPickQuery,
      response: { 200: envelope(z.object({ staff: z.array(ZStaffRef) })), ...errorResponses },
    },
    handler: async (req) => okData({ staff: await service.listStaff(deps, req.query.for) }),
  });

  app.get('/courses/:id', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZCourseData, ...errorResponses } },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const course = await service.getCourse(deps, courseId(req.params.id), { publicView: false });
      return ok(COURSES_MSG.courseFetched, { course });
    },
  });

  app.post('/courses', {
    config,
    schema: { tags, body: ZCourseBody, response: { 201: ZCourseData, ...errorResponses } },
    handler: async (req, reply) => {
      const course = await service.createCourse(deps, req, req.body);
      return reply.code(201).send(ok(COURSES_MSG.courseCreated, { course }));
    },
  });

  app.put('/courses/:id', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZCourseBody,
      response: { 200: ZCourseData, ...errorResponses },
    },
    handler: async (req) => {
      const course = await service.updateCourse(deps, req, courseId(req.params.id), req.body);
      return ok(COURSES_MSG.courseUpdated, { course });
    },
  });

  deleteRoute(
    app,
    '/courses/:id',
    { config, tags, message: COURSES_MSG.courseDeleted },
    (req, id) => service.deleteCourse(deps, req, courseId(id)),
  );

  app.get('/courses/:id/modules', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      response: { 200: envelope(ZAdminCourseModulesData), ...errorResponses },
    },
    handler: async (req) =>
      ok(COURSES_MSG.modulesFetched, await service.getModules(deps, courseId(req.params.id))),
  });

  app.put('/courses/:id/modules', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZCourseModulesBody,
      response: { 200: envelope(ZAdminCourseModulesData), ...errorResponses },
    },
    handler: async (req) =>
      ok(
        COURSES_MSG.modulesSaved,
        await service.replaceModules(deps, req, courseId(req.params.id), req.body),
      ),
  });

  app.get('/courses/:id/announcements', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZAnnouncementsData, ...errorResponses } },
    handler: async (req) =>
      ok(
        COURSES_MSG.announcementsFetched,
        await service.getAnnouncements(deps, courseId(req.params.id), { publicView: false }),
      ),
  });

  app.post('/courses/:id/announcements', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZAnnouncementBody,
      response: { 201: envelope(z.object({ announcement: ZAnnouncement })), ...errorResponses },
    },
    handler: async (req, reply) => {
      const announcement = await service.createAnnouncement(
        deps,
        req,
        courseId(req.params.id),
        req.body,
      );
      return reply.code(201).send(ok(COURSES_MSG.announcementCreated, { announcement }));
    },
  });

  app.delete('/courses/:id/announcements/:announcementId', {
    config,
    schema: {
      tags,
      params: ZAnnouncementParams,
      response: { 200: ZMessageOnly, ...errorResponses },
    },
    handler: async (req) => {
      await service.deleteAnnouncement(
        deps,
        req,
        courseId(req.params.id),
        req.params.announcementId,
      );
      return ok(COURSES_MSG.announcementDeleted);
    },
  });
}
