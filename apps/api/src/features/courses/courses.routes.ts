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
  ZCourseModulesData,
  ZErrorEnvelope,
  ZMessageOnly,
  ZStaffRef,
} from '@app/shared';

import { badRequest } from '../../core/errors.ts';
import { sendCached } from '../../core/http-cache.ts';
import * as service from './courses.service.ts';

const errors = { '4xx': ZErrorEnvelope };
const tags = ['courses'];
/** Any text up to 64 characters; the id rule is checked in the handler for a plain message. */
const ZIdParams = z.object({ id: z.string().max(64) });
const ZAnnouncementParams = z.object({
  id: z.string().max(64),
  announcementId: z.string().max(64),
});
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
      response: { 200: envelope(ZCourseListData), ...errors },
    },
    handler: (req, reply) =>
      sendCached(req, reply, envelope(ZCourseListData), async () => ({
        success: true,
        message: COURSES_MSG.coursesFetched,
        data: await service.listPublicCourses(deps, req.query),
      })),
  });

  app.get('/courses/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZCourseData, ...errors } },
    handler: (req, reply) => {
      const id = courseId(req.params.id);
      return sendCached(req, reply, ZCourseData, async () => ({
        success: true,
        message: COURSES_MSG.courseFetched,
        data: { course: await service.getCourse(deps, id, { publicView: true }) },
      }));
    },
  });

  app.get('/courses/:id/modules', {
    schema: { tags, params: ZIdParams, response: { 200: envelope(ZCourseModulesData), ...errors } },
    handler: (req, reply) => {
      const id = courseId(req.params.id);
      return sendCached(req, reply, envelope(ZCourseModulesData), async () => ({
        success: true,
        message: COURSES_MSG.modulesFetched,
        data: await service.getModules(deps, id, { publicView: true }),
      }));
    },
  });

  app.get('/courses/:id/announcements', {
    schema: { tags, params: ZIdParams, response: { 200: ZAnnouncementsData, ...errors } },
    handler: (req, reply) => {
      const id = courseId(req.params.id);
      return sendCached(req, reply, ZAnnouncementsData, async () => ({
        success: true,
        message: COURSES_MSG.announcementsFetched,
        data: await service.getAnnouncements(deps, id, { publicView: true }),
      }));
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
      response: { 200: envelope(ZAdminCourseListData), ...errors },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await service.listAdminCourses(deps, req.query);
      return { success: true, message: COURSES_MSG.coursesFetched, data };
    },
  });

  // Instructor and mentor choices for the course and batch forms.
  app.get('/courses/staff', {
    config,
    schema: {
      tags,
      response: { 200: envelope(z.object({ staff: z.array(ZStaffRef) })), ...errors },
    },
    handler: async () => ({
      success: true,
      message: 'OK',
      data: { staff: await service.listStaff(deps) },
    }),
  });

  app.get('/courses/:id', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZCourseData, ...errors } },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const course = await service.getCourse(deps, courseId(req.params.id), { publicView: false });
      return { success: true, message: COURSES_MSG.courseFetched, data: { course } };
    },
  });

  app.post('/courses', {
    config,
    schema: { tags, body: ZCourseBody, response: { 201: ZCourseData, ...errors } },
    handler: async (req, reply) => {
      const course = await service.createCourse(deps, req, req.body);
      return reply
        .code(201)
        .send({ success: true, message: COURSES_MSG.courseCreated, data: { course } });
    },
  });

  app.put('/courses/:id', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZCourseBody,
      response: { 200: ZCourseData, ...errors },
    },
    handler: async (req) => {
      const course = await service.updateCourse(deps, req, courseId(req.params.id), req.body);
      return { success: true, message: COURSES_MSG.courseUpdated, data: { course } };
    },
  });

  app.delete('/courses/:id', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZMessageOnly, ...errors } },
    handler: async (req) => {
      await service.deleteCourse(deps, req, courseId(req.params.id));
      return { success: true, message: COURSES_MSG.courseDeleted };
    },
  });

  app.get('/courses/:id/modules', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: envelope(ZCourseModulesData), ...errors } },
    handler: async (req) => ({
      success: true,
      message: COURSES_MSG.modulesFetched,
      data: await service.getModules(deps, courseId(req.params.id), { publicView: false }),
    }),
  });

  app.put('/courses/:id/modules', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZCourseModulesBody,
      response: { 200: envelope(ZCourseModulesData), ...errors },
    },
    handler: async (req) => ({
      success: true,
      message: COURSES_MSG.modulesSaved,
      data: await service.replaceModules(deps, req, courseId(req.params.id), req.body),
    }),
  });

  app.get('/courses/:id/announcements', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZAnnouncementsData, ...errors } },
    handler: async (req) => ({
      success: true,
      message: COURSES_MSG.announcementsFetched,
      data: await service.getAnnouncements(deps, courseId(req.params.id), { publicView: false }),
    }),
  });

  app.post('/courses/:id/announcements', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZAnnouncementBody,
      response: { 201: envelope(z.object({ announcement: ZAnnouncement })), ...errors },
    },
    handler: async (req, reply) => {
      const announcement = await service.createAnnouncement(
        deps,
        req,
        courseId(req.params.id),
        req.body,
      );
      return reply.code(201).send({
        success: true,
        message: COURSES_MSG.announcementCreated,
        data: { announcement },
      });
    },
  });

  app.delete('/courses/:id/announcements/:announcementId', {
    config,
    schema: { tags, params: ZAnnouncementParams, response: { 200: ZMessageOnly, ...errors } },
    handler: async (req) => {
      await service.deleteAnnouncement(
        deps,
        req,
        courseId(req.params.id),
        req.params.announcementId,
      );
      return { success: true, message: COURSES_MSG.announcementDeleted };
    },
  });
}
