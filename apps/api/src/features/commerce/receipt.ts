import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

import {
  formatDateTime,
  formatDay,
  GST_LABEL,
  PAYMENT_METHOD_LABELS,
  type Payment,
  formatNumber,
} from '@app/shared';

/**
 * A one-page A4 tax receipt for a paid payment, drawn with pdf-lib's standard Helvetica (no font
 * files to ship). Helvetica speaks WinAnsi only, so every text goes through `clean` (₹ becomes
 * "Rs.", anything else it cannot draw becomes "?"). A free enrolment (a 100 % coupon) gets the
 * same document as an enrolment receipt for Rs. 0.00: the student's proof of the place.
 */

export type ReceiptSeller = { name: string; gstin: string };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.09, 0.11, 0.16);
const MUTED = rgb(0.39, 0.42, 0.49);
const LINE = rgb(0.87, 0.88, 0.91);
const BRAND = rgb(0.486, 0.227, 0.929);
const BRAND_SOFT = rgb(0.961, 0.953, 1);
/** Commercial training and coaching services. */
const SAC_CODE = '999293';

export function receiptFileName(receiptNumber: string): string {
  return `receipt-${receiptNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

/** Rupees for the PDF, always with paise: Rs. 34,999.00 (Helvetica has no ₹). */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = formatNumber(Math.floor(abs / 100));
  return `${sign}Rs. ${whole}.${String(abs % 100).padStart(2, '0')}`;
}

type Ctx = { page: PDFPage; font: PDFFont; bold: PDFFont; charset: Set<number> };

function clean(ctx: Ctx, text: string): string {
  const plain = text
    .replaceAll('₹', 'Rs. ')
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' ')
    .replace(/[\r\n\t]+/g, ' ');
  let out = '';
  for (const ch of plain) out += ctx.charset.has(ch.codePointAt(0)!) ? ch : '?';
  return out;
}

function text(
  ctx: Ctx,
  value: string,
  x: number,
  y: number,
  opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; align?: 'right' } = {},
) {
  const font = opts.bold ? ctx.bold : ctx.font;
  const size = opts.size ?? 10;
  const s = clean(ctx, value);
  const left = opts.align === 'right' ? x - font.widthOfTextAtSize(s, size) : x;
  ctx.page.drawText(s, { x: left, y, size, font, color: opts.color ?? INK });
}

/** Splits text into lines no wider than `width` (long words are cut). */
function wrap(ctx: Ctx, value: string, width: number, size: number, bold = false): string[] {
  const font = bold ? ctx.bold : ctx.font;
  const lines: string[] = [];
  let line = '';
  for (const word of clean(ctx, value).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines.slice(0, 3) : [''];
}

function rule(ctx: Ctx, y: number, color = LINE) {
  ctx.page.drawLine({
    start: { x: MARGIN, y },
    end: { x: A4[0] - MARGIN, y },
    thickness: 0.8,
    color,
  });
}

/** A label over a block of lines; returns the y below it. */
function block(ctx: Ctx, label: string, lines: string[], x: number, y: number, width: number) {
  text(ctx, label.toUpperCase(), x, y, { size: 8, bold: true, color: MUTED });
  let at = y - 16;
  lines.forEach((l, i) => {
    for (const part of wrap(ctx, l, width, i === 0 ? 11 : 10, i === 0)) {
      text(ctx, part, x, at, { size: i === 0 ? 11 : 10, bold: i === 0, color: i ? MUTED : INK });
      at -= 14;
    }
  });
  return at;
}

function methodLine(p: Payment): string {
  if (p.method === 'online') {
    return `Online - ${p.gateway === 'razorpay' ? 'Razorpay' : 'Test gateway'}`;
  }
  return PAYMENT_METHOD_LABELS[p.method];
}

export async function renderReceipt(p: Payment, seller: ReceiptSeller): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const number = p.receiptNumber ?? '-';
  doc.setTitle(`KodeSchool receipt ${number}`);
  doc.setAuthor(seller.name);
  doc.setSubject(`${p.course.title} - ${p.batch.name}`);
  doc.setCreator('KodeSchool');
  doc.setProducer('KodeSchool');
  const page = doc.addPage(A4);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ctx: Ctx = { page, font, bold, charset: new Set(font.getCharacterSet()) };
  const right = A4[0] - MARGIN;
  const paidAt = p.paidAt ? new Date(p.paidAt) : new Date(p.updatedAt);
  const isFree = p.amounts.totalPaise === 0;

  // Header band
  page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: BRAND });
  let y = A4[1] - MARGIN - 14;
  text(ctx, 'KodeSchool', MARGIN, y, { size: 24, bold: true, color: BRAND });
  text(ctx, isFree ? 'ENROLMENT RECEIPT' : 'TAX RECEIPT', right, y + 4, {
    size: 14,
    bold: true,
    align: 'right',
  });
  y -= 18;
  text(ctx, seller.name, MARGIN, y, { size: 10, color: MUTED });
  text(ctx, `Receipt no. ${number}`, right, y, { size: 10, bold: true, align: 'right' });
  y -= 14;
  text(ctx, `GSTIN ${seller.gstin}  |  SAC ${SAC_CODE}`, MARGIN, y, { size: 10, color: MUTED });
  text(ctx, `Date ${formatDateTime(paidAt)} IST`, right, y, { size: 10, align: 'right' });
  y -= 22;
  rule(ctx, y);

  // Who and what
  y -= 22;
  const colWidth = (right - MARGIN - 24) / 2;
  const afterBuyer = block(
    ctx,
    'Billed to',
    [p.user.name || 'Student', p.user.phone, p.user.email].filter(Boolean),
    MARGIN,
    y,
    colWidth,
  );
  const startDay = formatDay(p.batch.startDate);
  const afterCourse = block(
    ctx,
    'Course',
    [p.course.title, `Batch: ${p.batch.name}`, `Starts ${startDay}`],
    MARGIN + colWidth + 24,
    y,
    colWidth,
  );
  y = Math.min(afterBuyer, afterCourse) - 14;

  // Amounts
  page.drawRectangle({ x: MARGIN, y: y - 8, width: right - MARGIN, height: 24, color: BRAND_SOFT });
  text(ctx, 'Description', MARGIN + 12, y, { size: 9, bold: true, color: MUTED });
  text(ctx, 'Amount', right - 12, y, { size: 9, bold: true, color: MUTED, align: 'right' });
  y -= 30;
  const a = p.amounts;
  const lines: [string, string][] = [['Course fee (list price)', rupees(a.basePaise)]];
  if (a.batchDiscountPaise > 0) lines.push(['Batch discount', `- ${rupees(a.batchDiscountPaise)}`]);
  if (a.couponDiscountPaise > 0 || p.couponCode) {
    lines.push([
      `Coupon discount${p.couponCode ? ` (${p.couponCode})` : ''}`,
      `- ${rupees(a.couponDiscountPaise)}`,
    ]);
  }
  lines.push(['Taxable value', rupees(a.taxablePaise)]);
  lines.push([GST_LABEL, rupees(a.gstPaise)]);
  for (const [label, amount] of lines) {
    text(ctx, label, MARGIN + 12, y, { size: 10.5 });
    text(ctx, amount, right - 12, y, { size: 10.5, align: 'right' });
    y -= 10;
    rule(ctx, y);
    y -= 16;
  }
  page.drawRectangle({ x: MARGIN, y: y - 10, width: right - MARGIN, height: 30, color: BRAND });
  text(ctx, isFree ? 'Total paid (free enrolment)' : 'Total paid', MARGIN + 12, y, {
    size: 12,
    bold: true,
    color: rgb(1, 1, 1),
  });
  text(ctx, rupees(a.totalPaise), right - 12, y, {
    size: 12,
    bold: true,
    color: rgb(1, 1, 1),
    align: 'right',
  });
  y -= 44;

  // Payment details
  const details: [string, string][] = [
    ['Payment method', methodLine(p)],
    [isFree ? 'Enrolled on' : 'Paid on', `${formatDateTime(paidAt)} IST`],
  ];
  if (p.gatewayOrderId) details.push(['Gateway order id', p.gatewayOrderId]);
  if (p.gatewayPaymentId) details.push(['Gateway payment id', p.gatewayPaymentId]);
  if (p.reference) details.push(['UPI / bank reference', p.reference]);
  details.push(['KodeSchool payment id', p._id]);
  text(ctx, 'PAYMENT DETAILS', MARGIN, y, { size: 8, bold: true, color: MUTED });
  y -= 18;
  for (const [label, value] of details) {
    text(ctx, label, MARGIN, y, { size: 10, color: MUTED });
    text(ctx, value, MARGIN + 150, y, { size: 10 });
    y -= 16;
  }

  // Footer
  rule(ctx, MARGIN + 34);
  text(
    ctx,
    'This is a computer-generated receipt and needs no signature. Amounts are in Indian rupees (INR).',
    MARGIN,
    MARGIN + 18,
    { size: 8.5, color: MUTED },
  );
  text(ctx, `${seller.name}  |  GSTIN ${seller.gstin}`, MARGIN, MARGIN + 6, {
    size: 8.5,
    color: MUTED,
  });
  return doc.save();
}
