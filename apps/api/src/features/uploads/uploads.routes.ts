import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ASSIGNMENT_FILE_MAX_BYTES,
  ASSIGNMENT_MSG,
  COMMERCE_MSG,
  envelope,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  ZUploadedFile,
} from '@app/shared';

import { sniffAssignmentFile } from '../../core/file-store.ts';
import { errorResponses, ok, ZIdParams } from '../../core/http.ts';
import type { FileRow } from '../../db/schema/index.ts';
import * as service from './uploads.service.ts';

const tags = ['uploads'];
const ZFileData = envelope(z.object({ file: ZUploadedFile }));

/**
 * Image bodies (the raw bytes, Content-Type image/png|jpeg|webp) for the upload routes of this
 * plugin only; every other write in the API stays JSON-only.
 */
function acceptImages(app: FastifyInstance) {
  app.addContentTypeParser(
    [...UPLOAD_MIME_TYPES],
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
}

/** Sends a stored file with its type and a cache lifetime. */
export function sendFile(
  reply: FastifyReply,
  file: { mime: string; bytes: Buffer },
  cache: string,
) {
  return reply
    .header('content-type', file.mime)
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}

/**
 * The other bodies of a document upload (PDF, ZIP; browsers may call a ZIP by other names or
 * send no type), for the upload routes of this plugin only: what it is is read from its bytes.
 */
const DOCUMENT_BODY_TYPES = [
  'application/pdf',
  'application/zip',
  'application/x-zip-compressed',
  'application/octet-stream',
];

function acceptFiles(app: FastifyInstance) {
  app.addContentTypeParser(
    DOCUMENT_BODY_TYPES,
    { parseAs: 'buffer', bodyLimit: ASSIGNMENT_FILE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
}

/**
 * POST `path`: one document — a PDF, ZIP or image, read from its bytes, at most 10 MB — saved as
 * a file of `kind` → 201 data.file (assignment hand-ins; lesson resources).
 */
function fileUploadRoute(
  app: FastifyInstance,
  path: string,
  opts: { config: FastifyContextConfig; kind: FileRow['kind']; isPublic: boolean },
) {
  const deps = { db: app.db, files: app.files };
  app.withTypeProvider<ZodTypeProvider>().post(path, {
    config: opts.config,
    bodyLimit: ASSIGNMENT_FILE_MAX_BYTES,
    schema: { tags, response: { 201: ZFileData, ...errorResponses } },
    handler: async (req, reply) => {
      const file = await service.saveUpload(deps, req.body, {
        kind: opts.kind,
        ownerId: req.sessionUser!.id,
        isPublic: opts.isPublic,
        limits: service.uploadLimits(app.config, req.sessionUser!.role),
        sniff: sniffAssignmentFile,
        typeInvalid: ASSIGNMENT_MSG.fileTypeInvalid,
      });
      return reply.code(201).send(ok(ASSIGNMENT_MSG.fileUploaded, { file }));
    },
  });
}

/** POST `path`: one image (sniffed, size-capped per role) saved as a file of `kind` → 201 data.file. */
function imageUploadRoute(
  app: FastifyInstance,
  path: string,
  opts: { config: FastifyContextConfig; kind: FileRow['kind']; isPublic: boolean },
) {
  const deps = { db: app.db, files: app.files };
  app.withTypeProvider<ZodTypeProvider>().post(path, {
    config: opts.config,
    bodyLimit: UPLOAD_MAX_BYTES,
    schema: { tags, response: { 201: ZFileData, ...errorResponses } },
    handler: async (req, reply) => {
      const file = await service.saveImage(deps, req.body, {
        kind: opts.kind,
        ownerId: req.sessionUser!.id,
        isPublic: opts.isPublic,
        limits: service.uploadLimits(app.config, req.sessionUser!.role),
      });
      return reply.code(201).send(ok(COMMERCE_MSG.uploaded, { file }));
    },
  });
}

/**
 * Public: POST /uploads/payment-proof and /uploads/assignment-file (signed in), GET /files/{id}
 * (public files only).
 */
export async function uploadPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptImages(app);
  const deps = { db: app.db, files: app.files };

  imageUploadRoute(app, '/uploads/payment-proof', {
    config: { auth: 'required' },
    kind: 'payment-proof',
    isPublic: false,
  });

  // A student's assignment file (PDF, ZIP or image, 10 MB): private, attached to a submission
  // by its id (POST /classroom/{batchId}/assignments/{assignmentId}/submissions, kind 'file'),
  // which checks the student's enrolment; staff download it through the review route.
  acceptFiles(app);
  fileUploadRoute(app, '/uploads/assignment-file', {
    config: { auth: 'required' },
    kind: 'assignment',
    isPublic: false,
  });

  app.get('/files/:id', {
    schema: { tags, params: ZIdParams },
    handler: async (req, reply) => {
      const file = await service.readPublicFile(deps, req.params.id);
      return sendFile(reply, file, 'public, max-age=31536000, immutable');
    },
  });
}

/**
 * Staff: POST /admin/uploads/thumbnail (menus courses and webinars: course thumbnails, webinar
 * covers) and POST /admin/uploads/lesson-file (menu courses: a lesson's downloadable resource, a
 * PDF, ZIP or image, served at /api/v1/files/{id}).
 */
export async function uploadAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptImages(app);
  acceptFiles(app);
  imageUploadRoute(app, '/uploads/thumbnail', {
    config: { menu: ['courses', 'webinars'] },
    kind: 'thumbnail',
    isPublic: true,
  });
  fileUploadRoute(app, '/uploads/lesson-file', {
    config: { menu: ['courses'] },
    kind: 'lesson-file',
    isPublic: true,
  });
}
