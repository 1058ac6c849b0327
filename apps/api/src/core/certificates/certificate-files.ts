import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import type { WebinarCertificateRow } from '../../db/schema/index.ts';
import {
  certificateFileName,
  certificateUrl,
  renderCertificate,
  type CertificateTemplate,
} from './certificate-pdf.ts';
import { setCertificateFileKey } from './certificates.repo.ts';

/**
 * Issued certificates, of webinars and of courses: their codes and their stored PDFs. One table
 * (webinar_certificates) holds both, so /certificates/{code} checks either.
 */

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 characters of the unambiguous alphabet (32 letters: a byte's low 5 bits, no bias). */
export function newCertificateCode(): string {
  const chars = [...randomBytes(12)].map((b) => CODE_ALPHABET[b & 31]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** XXXX-XXXX-XXXX from what someone typed (any case, dashes or spaces optional); else null. */
export function normalizeCertificateCode(raw: string): string | null {
  const compact = raw.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[A-HJ-NP-Z2-9]{12}$/.test(compact)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`;
}

function certificateKey(cert: WebinarCertificateRow): string {
  return `certificates/${cert.id}.pdf`;
}

/** Renders the PDF and keeps it in the file store; returns its bytes and key. */
export async function storeCertificatePdf(
  app: FastifyInstance,
  template: CertificateTemplate,
  cert: WebinarCertificateRow,
) {
  const bytes = Buffer.from(
    await renderCertificate(template, {
      name: cert.name,
      code: cert.code,
      issuedAt: cert.issuedAt,
    }),
  );
  const key = certificateKey(cert);
  await app.files.put(key, bytes);
  if (cert.fileKey !== key) await setCertificateFileKey(app.db, cert.id, key);
  return { bytes, key };
}

/**
 * The e-mail that sends an issued certificate: its PDF (rendered and stored) attached, and a text
 * that opens with `why` (what it was earned for), then gives the code and where to check it.
 */
export async function certificateMail(
  app: FastifyInstance,
  template: CertificateTemplate,
  cert: WebinarCertificateRow,
  why: string[],
) {
  const pdf = await storeCertificatePdf(app, template, cert);
  const text = [
    `Hi ${cert.name},`,
    '',
    ...why,
    '',
    `Certificate ID: ${cert.code}`,
    `Anyone can check that it is genuine at ${certificateUrl(app.config.publicUrl, cert.code)}`,
    '',
    'Team KodeSchool',
  ];
  const attachment = {
    filename: certificateFileName(cert.code),
    contentType: 'application/pdf',
    content: pdf.bytes,
    fileKey: pdf.key,
  };
  return { text: text.join('\n'), attachments: [attachment] };
}
