import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ASSIGNMENT_FILE_MAX_BYTES,
  ASSIGNMENT_MSG,
  COMMERCE_MSG,
  envelope,
  IMAGE_WIDTHS,
  type ImageWidth,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  ZUploadedFile,
} from '@app/shared';

import { sniffAssignmentFile, sniffImage } from '../../core/file-store.ts';
import { errorResponses, ok, ZIdParams } from '../../core/http.ts';
import type { FileRow } from '../../db/schema/index.ts';
import * as service from './uploads.service.ts';

const tags = ['uploads'];
const ZFileData = envelope(z.object({ file: ZUploadedFile }));
/** GET /files/{id}?w=640: a picture's copy that wide (one of IMAGE_WIDTHS), as WebP. */
const ZFileQuery = z.object({
  w: z
    .enum(
      IMAGE_WIDTHS.map(String) as [string, ...string[]],
      `The width must be one of ${IMAGE_WIDTHS.join(', ')}`,
    )
    .transform((w) => Number(w) as ImageWidth)
    .optional(),
});

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
 * What each upload route takes: the body types it parses (for the upload routes of this plugin
 * only; every other write in the API stays JSON-only), its size cap, how its bytes are
 * recognised and what it answers.
 * - image: PNG, JPEG or WebP (payment proofs, thumbnails).
 * - document: a PDF, ZIP or image, read from its bytes, at most 10 MB (assignment hand-ins;
 *   lesson resources); browsers may call a ZIP by other names or send no type.
 */
const UPLOAD_FORMATS = {
  image: {
    bodyTypes: [...UPLOAD_MIME_TYPES],
    maxBytes: UPLOAD_MAX_BYTES,
    sniff: sniffImage,
    typeInvalid: COMMERCE_MSG.uploadTypeInvalid,
    uploaded: COMMERCE_MSG.uploaded,
  },
  document: {
    bodyTypes: [
      'application/pdf',
      'application/zip',
      'application/x-zip-compressed',
      'application/octet-stream',
    ],
    maxBytes: ASSIGNMENT_FILE_MAX_BYTES,
    sniff: sniffAssignmentFile,
    typeInvalid: ASSIGNMENT_MSG.fileTypeInvalid,
    uploaded: ASSIGNMENT_MSG.fileUploaded,
  },
};
type UploadFormat = keyof typeof UPLOAD_FORMATS;

/** Lets the plugin's upload routes take the raw bytes of `format`'s body types. */
function accept(app: FastifyInstance, format: UploadFormat) {
  const { bodyTypes, maxBytes } = UPLOAD_FORMATS[format];
  app.addContentTypeParser(
    bodyTypes,
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_req, body, done) => done(null, body),
  );
}

/**
 * POST `path`: one file of `format` (sniffed, size-capped per role) saved as a file of `kind`
 * → 201 data.file.
 */
function uploadRoute(
  app: FastifyInstance,
  path: string,
  opts: {
    config: FastifyContextConfig;
    format: UploadFormat;
    kind: FileRow['kind'];
    isPublic: boolean;
    /** see saveUpload */
    resize?: boolean;
  },
) {
  const deps = { db: app.db, files: app.files };
  const { maxBytes, sniff, typeInvalid, uploaded } = UPLOAD_FORMATS[opts.format];
  app.withTypeProvider<ZodTypeProvider>().post(path, {
    config: opts.config,
    bodyLimit: maxBytes,
    schema: { tags, response: { 201: ZFileData, ...errorResponses } },
    handler: async (req, reply) => {
      const file = await service.saveUpload(deps, req.body, {
        kind: opts.kind,
        ownerId: req.sessionUser!.id,
        isPublic: opts.isPublic,
        limits: service.uploadLimits(app.config, req.sessionUser!.role),
        sniff,
        typeInvalid,
        resize: opts.resize,
      });
      return reply.code(201).send(ok(uploaded, { file }));
    },
  });
}

/**
 * Public: POST /uploads/payment-proof and /uploads/assignment-file (signed in), GET /files/{id}
 * (public files only).
 */
export async function uploadPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  accept(app, 'image');
  const deps = { db: app.db, files: app.files };

  uploadRoute(app, '/uploads/payment-proof', {
    config: { auth: 'required' },
    format: 'image',
    kind: 'payment-proof',
    isPublic: false,
  });

  // A student's assignment file (PDF, ZIP or image, 10 MB): private, attached to a submission
  // by its id (POST /classroom/{batchId}/assignments/{assignmentId}/submissions, kind 'file'),
  // which checks the student's enrolment; staff download it through the review route.
  accept(app, 'document');
  uploadRoute(app, '/uploads/assignment-file', {
    config: { auth: 'required' },
    format: 'document',
    kind: 'assignment',
    isPublic: false,
  });

  app.get('/files/:id', {
    schema: { tags, params: ZIdParams, querystring: ZFileQuery },
    handler: async (req, reply) => {
      const file = await service.readPublicFile(deps, req.params.id, req.query.w);
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
  accept(app, 'image');
  accept(app, 'document');
  uploadRoute(app, '/uploads/thumbnail', {
    config: { menu: ['courses', 'webinars'] },
    format: 'image',
    kind: 'thumbnail',
    isPublic: true,
    resize: true,
  });
  uploadRoute(app, '/uploads/lesson-file', {
    config: { menu: ['courses'] },
    format: 'document',
    kind: 'lesson-file',
    isPublic: true,
  });
}
