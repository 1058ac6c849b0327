import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  envelope,
  WEBINAR_MSG,
  ZCampaign,
  ZCampaignListData,
  ZCertificate,
  ZEmailPreview,
  ZEmailPreviewBody,
  ZSendCertificatesBody,
  ZSendEmailsBody,
} from '@app/shared';

import { certificateFileName } from '../../core/certificates/certificate-pdf.ts';
import { errorResponses, noStoreRoutes, ok, okData, ZIdParams } from '../../core/http.ts';
import { perIp } from '../../core/rate-limit.ts';
import { certificatePdf, previewCertificatePdf, verifyCertificate } from './certificate-verify.ts';
import { sendCertificates } from './certificates.ts';
import { previewEmail, sendEmails } from './webinar-mail.ts';
import { listRuns } from './webinar-runs.ts';
import { getWebinarRow } from './webinars.repo.ts';

const tags = ['webinars'];
const ZCampaignData = envelope(z.object({ campaign: ZCampaign }));
/** Anything up to 64 characters: a malformed code answers 404 like an unknown one. */
/** The button may POST without a body: read as {} (resend false). */
const ZSendCertificatesBodyOrNone = z.preprocess((v) => v ?? {}, ZSendCertificatesBody);
const ZCodeParams = z.object({ code: z.string().min(1).max(64) });

function sendPdf(reply: FastifyReply, bytes: Uint8Array, filename: string, cache: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes) as never);
}

/** Staff: bulk e-mail, certificates and their runs (issue #6), menu webinars. */
export async function webinarCampaignAdminRoutes(fastify: FastifyInstance) {
  const app = noStoreRoutes(fastify);
  const config = { menu: ['webinars' as const] };

  app.post('/webinars/:id/send-emails/preview', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZEmailPreviewBody,
      response: { 200: envelope(z.object({ preview: ZEmailPreview })), ...errorResponses },
    },
    handler: async (req) =>
      okData({ preview: await previewEmail(app.db, req.params.id, req.body) }),
  });

  app.post('/webinars/:id/send-emails', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZSendEmailsBody,
      response: { 202: ZCampaignData, ...errorResponses },
    },
    handler: async (req, reply) => {
      const campaign = await sendEmails(app, req, req.params.id, req.body);
      return reply.code(202).send(ok(WEBINAR_MSG.emailsQueued, { campaign }));
    },
  });

  app.post('/webinars/:id/send-certificates', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZSendCertificatesBodyOrNone,
      response: { 202: ZCampaignData, ...errorResponses },
    },
    handler: async (req, reply) => {
      const campaign = await sendCertificates(app, req, req.params.id, req.body);
      return reply.code(202).send(ok(WEBINAR_MSG.certificatesQueued, { campaign }));
    },
  });

  app.get('/webinars/:id/campaigns', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      response: { 200: envelope(ZCampaignListData), ...errorResponses },
    },
    handler: async (req) => {
      await getWebinarRow(app.db, req.params.id);
      return okData({ campaigns: await listRuns(app.db, req.params.id) });
    },
  });

  app.get('/webinars/:id/certificates/:webinarUserId/pdf', {
    config,
    schema: {
      tags,
      params: ZIdParams.extend({ webinarUserId: z.string().min(1).max(64) }),
      response: errorResponses,
    },
    handler: async (req, reply) => {
      const webinar = await getWebinarRow(app.db, req.params.id);
      const pdf = await previewCertificatePdf(app, webinar, req.params.webinarUserId);
      return sendPdf(reply, pdf.bytes, `certificate-preview-${pdf.code}.pdf`, 'no-store');
    },
  });
}

/** Public: certificate verification and download (GET /certificates/{code}[/pdf]). */
export async function certificatePublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/certificates/:code', {
    config: { rateLimit: perIp(app.config, 60) },
    schema: {
      tags,
      params: ZCodeParams,
      response: { 200: envelope(z.object({ certificate: ZCertificate })), ...errorResponses },
    },
    handler: async (req, reply) => {
      const certificate = await verifyCertificate(app.db, req.params.code);
      reply.header('cache-control', 'public, max-age=300');
      return okData({ certificate });
    },
  });

  app.get('/certificates/:code/pdf', {
    config: { rateLimit: perIp(app.config, 20) },
    schema: { tags, params: ZCodeParams, response: errorResponses },
    handler: async (req, reply) => {
      const pdf = await certificatePdf(app, req.params.code);
      return sendPdf(reply, pdf.bytes, certificateFileName(pdf.code), 'public, max-age=3600');
    },
  });
}
