import type { FastifyInstance } from 'fastify';

import { API_PREFIX, WEBINAR_MSG, type Certificate } from '@app/shared';

import {
  normalizeCertificateCode,
  storeCertificatePdf,
} from '../../core/certificates/certificate-files.ts';
import { renderCertificate, templateFor } from '../../core/certificates/certificate-pdf.ts';
import { findCertificateByCode } from '../../core/certificates/certificates.repo.ts';
import { notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { WebinarRow } from '../../db/schema/index.ts';
import { findAttendeeCertificate } from './certificates.repo.ts';
import { webinarTemplate } from './certificates.ts';
import { findWebinarRow } from './webinars.repo.ts';

/** Public verification of a certificate code, its PDF, and the staff preview of one. */

/** Printed on previews of attendees who have no certificate yet. */
const SAMPLE_CODE = 'XXXX-XXXX-XXXX';

async function findCertificate(db: Db, rawCode: string) {
  const code = normalizeCertificateCode(rawCode);
  const cert = code ? await findCertificateByCode(db, code) : null;
  if (!cert) throw notFound(WEBINAR_MSG.certificateNotFound);
  return cert;
}

/** Public verification: what the certificate says, if the code is one we issued. */
export async function verifyCertificate(db: Db, rawCode: string): Promise<Certificate> {
  const cert = await findCertificate(db, rawCode);
  return {
    code: cert.code,
    kind: cert.kind,
    name: cert.name,
    webinarTitle: cert.webinarTitle,
    webinarDate: cert.webinarDate.toISOString(),
    issuedAt: cert.issuedAt.toISOString(),
    pdfUrl: `${API_PREFIX}/certificates/${cert.code}/pdf`,
  };
}

/** The stored PDF of an issued certificate, made again (and stored) if the file is gone. */
export async function certificatePdf(app: FastifyInstance, rawCode: string) {
  const cert = await findCertificate(app.db, rawCode);
  const stored = cert.fileKey ? await app.files.get(cert.fileKey) : null;
  if (stored) return { code: cert.code, bytes: stored };
  const webinar = cert.webinarId ? await findWebinarRow(app.db, cert.webinarId) : null;
  const template = templateFor({
    kind: cert.kind,
    webinarTitle: cert.webinarTitle,
    webinarDate: cert.webinarDate,
    signatory: webinar?.certificateSignatory ?? '',
    signatoryTitle: webinar?.certificateSignatoryTitle ?? '',
    publicUrl: app.config.publicUrl,
  });
  const { bytes } = await storeCertificatePdf(app, template, cert);
  return { code: cert.code, bytes };
}

/** Staff preview: the attendee's certificate as it stands, or a sample marked as a preview. */
export async function previewCertificatePdf(
  app: FastifyInstance,
  webinar: WebinarRow,
  webinarUserId: string,
) {
  const row = await findAttendeeCertificate(app.db, webinar.id, webinarUserId);
  if (!row) throw notFound(WEBINAR_MSG.userNotFound);
  const code = row.cert?.code ?? SAMPLE_CODE;
  const bytes = await renderCertificate(webinarTemplate(webinar, app.config.publicUrl), {
    name: row.user.name,
    code,
    issuedAt: row.cert?.issuedAt ?? new Date(),
    preview: !row.cert,
  });
  return { code, bytes: Buffer.from(bytes) };
}
