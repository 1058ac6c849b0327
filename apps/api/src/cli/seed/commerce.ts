import { crc32, deflateSync } from 'node:zlib';

import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';

import {
  FREE_ACCESS_COUPON,
  quoteAmounts,
  toPaise,
  type CouponScope,
  type CouponType,
} from '@app/shared';

import type { FileStore } from '../../core/file-store.ts';
import { newId } from '../../core/ids.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  batches,
  coupons,
  courseModules,
  courses,
  enrolments,
  files,
  lessonProgress,
  paymentEvents,
  payments,
  type BatchRow,
} from '../../db/schema/index.ts';
import { accountsByPhone } from './accounts.ts';

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

type SeedCoupon = {
  code: string;
  description: string;
  type: CouponType;
  value: number;
  fromDays: number;
  untilDays: number;
  scope: CouponScope;
  courseTitle?: string;
  maxRedemptions: number | null;
  perUserLimit: number;
  isActive?: boolean;
};

const COUPONS: SeedCoupon[] = [
  {
    code: FREE_ACCESS_COUPON,
    description: 'Full scholarship: enrols without payment',
    type: 'percentage',
    value: 100,
    fromDays: -30,
    untilDays: 5 * 365,
    scope: 'all',
    maxRedemptions: null,
    perUserLimit: 1,
  },
  {
    code: 'WELCOME10',
    description: '10% off your first course',
    type: 'percentage',
    value: 10,
    fromDays: -60,
    untilDays: 365,
    scope: 'all',
    maxRedemptions: null,
    perUserLimit: 1,
  },
  {
    code: 'FLAT2000',
    description: '₹2,000 off Full Stack Web Development',
    type: 'flat',
    value: 2000,
    fromDays: -14,
    untilDays: 90,
    scope: 'course',
    courseTitle: 'Full Stack Web Development',
    maxRedemptions: 100,
    perUserLimit: 1,
  },
  {
    code: 'DIWALI25',
    description: 'Diwali sale (ended)',
    type: 'percentage',
    value: 25,
    fromDays: -120,
    untilDays: -90,
    scope: 'all',
    maxRedemptions: 200,
    perUserLimit: 1,
  },
  {
    code: 'NEWYEAR15',
    description: 'New Year offer (starts soon)',
    type: 'percentage',
    value: 15,
    fromDays: 30,
    untilDays: 60,
    scope: 'all',
    maxRedemptions: 300,
    perUserLimit: 1,
  },
];

/**
 * Demo commerce: coupons in every state; the first demo student (9876500001) enrolled and paid
 * online in the running Full Stack batch with a few lessons ticked, so /classroom has content;
 * failed, abandoned and rejected payments; two manual payments waiting for approval (one with
 * a screenshot when a file store is given). The current Kodr cohort is left unlinked: no demo
 * course is the Kodr bootcamp. Runs on a fresh database (seedIfEmpty); coupons are skipped by
 * code and payments only added when there are none, so a second run adds nothing.
 */
export async function seedDemoCommerce(db: Db, opts: { files?: FileStore } = {}): Promise<void> {
  const who = await accountsByPhone(db, [
    '9000000002',
    '9000000004',
    '9876500001',
    '9876500002',
    '9876500003',
    '9876500004',
  ]);
  const courseRows = await db.select({ id: courses.id, title: courses.title }).from(courses);
  const courseId = new Map(courseRows.map((c) => [c.title, c.id]));
  const sales = who.get('9000000004') ?? null;

  await db
    .insert(coupons)
    .values(
      COUPONS.filter((c) => !c.courseTitle || courseId.has(c.courseTitle)).map((c, i) => ({
        code: c.code,
        description: c.description,
        type: c.type,
        valueX100: toPaise(c.value),
        validFrom: ago(-c.fromDays * DAY),
        validUntil: ago(-c.untilDays * DAY),
        scope: c.scope,
        courseId: c.courseTitle ? courseId.get(c.courseTitle)! : null,
        maxRedemptions: c.maxRedemptions,
        perUserLimit: c.perUserLimit,
        isActive: c.isActive ?? true,
        createdBy: sales,
        updatedBy: sales,
        // the list is newest first: FREEACCESS at the top
        createdAt: ago((i + 1) * 60_000),
      })),
    )
    .onConflictDoNothing({ target: coupons.code });

  const [existing] = await db.select({ n: count() }).from(payments);
  if ((existing?.n ?? 0) > 0) return;
  const students = ['9876500001', '9876500002', '9876500003', '9876500004'].map((p) => who.get(p));
  const fullStack = courseId.get('Full Stack Web Development');
  const dsa = courseId.get('DSA in C++ and Java');
  const python = courseId.get('Python for Data Analysis');
  if (students.some((s) => !s) || !fullStack || !dsa || !python) return;
  const [aditya, sneha, karthik, ishita] = students as [string, string, string, string];
  const batchRows = await db
    .select()
    .from(batches)
    .where(inArray(batches.courseId, [fullStack, dsa, python]));
  // Each course's batches by start date: [0] is the earliest (running or next).
  const batchesOf = (course: string) =>
    batchRows
      .filter((b) => b.courseId === course)
      .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const [fsRunning, fsNext] = batchesOf(fullStack);
  const [dsaRunning, dsaNext] = batchesOf(dsa);
  const [pyFirst] = batchesOf(python);
  if (!fsRunning || !fsNext || !dsaRunning || !dsaNext || !pyFirst) return;
  const welcome = await findCoupon(db, 'WELCOME10');

  await db.transaction(async (tx) => {
    const pay = (
      b: BatchRow,
      p: Partial<typeof payments.$inferInsert> & { userId: string; createdAt: Date },
      coupon?: { id: string; code: string; value: number } | null,
    ) =>
      insertPayment(tx, {
        id: newId(p.createdAt),
        batchId: b.id,
        courseId: b.courseId,
        method: 'online',
        gateway: 'test',
        status: 'created',
        ...amounts(b, coupon),
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        updatedAt: p.createdAt,
        ...p,
      });

    // Aditya: paid online with WELCOME10 in the running Full Stack batch → /classroom.
    const paidAt = ago(25 * DAY);
    const paid = await pay(
      fsRunning,
      {
        userId: aditya,
        status: 'paid',
        gatewayOrderId: 'test_order_demo_aditya_fswd',
        gatewayPaymentId: 'test_pay_demo_aditya_fswd',
        receiptNo: sql`nextval('payment_receipt_seq')` as unknown as number,
        paidAt,
        createdAt: new Date(paidAt.getTime() - 90_000),
      },
      welcome,
    );
    await tx
      .insert(enrolments)
      .values({
        userId: aditya,
        batchId: fsRunning.id,
        courseId: fullStack,
        status: 'active',
        source: 'online',
        paymentId: paid,
        createdAt: paidAt,
        updatedAt: paidAt,
      })
      .onConflictDoNothing();
    await tx.insert(paymentEvents).values({
      paymentId: paid,
      source: 'test-gateway',
      eventKey: `demo:${paid}:captured`,
      event: 'payment.captured',
      outcome: 'Paid; student enrolled',
      createdAt: paidAt,
    });
    // Aditya has done the first module and the first lesson of the second.
    const modules = await tx
      .select({ lessons: courseModules.lessons })
      .from(courseModules)
      .where(eq(courseModules.courseId, fullStack))
      .orderBy(asc(courseModules.position));
    const done = [...(modules[0]?.lessons ?? []), ...(modules[1]?.lessons.slice(0, 1) ?? [])];
    if (done.length) {
      await tx
        .insert(lessonProgress)
        .values(done.map((l) => ({ userId: aditya, courseId: fullStack, lessonKey: l._id })))
        .onConflictDoNothing();
    }

    // Failed online attempts (one already dealt with) and abandoned checkouts.
    const failedAt = ago(2 * DAY + 3 * 3_600_000);
    const failed = await pay(dsaNext, {
      userId: sneha,
      status: 'failed',
      gatewayOrderId: 'test_order_demo_sneha_dsa',
      failureReason: 'Payment declined by the bank (insufficient funds)',
      createdAt: failedAt,
    });
    await tx.insert(paymentEvents).values({
      paymentId: failed,
      source: 'test-gateway',
      eventKey: `demo:${failed}:failed`,
      event: 'payment.failed',
      outcome: 'Payment declined by the bank (insufficient funds)',
      createdAt: new Date(failedAt.getTime() + 60_000),
    });
    await pay(fsNext, {
      userId: ishita,
      status: 'failed',
      gatewayOrderId: 'test_order_demo_ishita_fswd',
      failureReason: 'UPI collect request expired',
      createdAt: ago(6 * DAY),
      resolvedBy: who.get('9000000002') ?? null,
      resolvedAt: ago(5 * DAY),
      resolutionNote: 'Called the student; she will pay by bank transfer instead.',
    });
    // Checkouts left unpaid: their seat holds (SEAT_HOLD_MINUTES, 15 by default) lapsed long ago.
    await pay(pyFirst, {
      userId: karthik,
      gatewayOrderId: 'test_order_demo_karthik_py',
      createdAt: ago(3 * 3_600_000),
      seatHeldUntil: ago(3 * 3_600_000 - 15 * 60_000),
    });
    await pay(dsaNext, {
      userId: ishita,
      gatewayOrderId: 'test_order_demo_ishita_dsa',
      createdAt: ago(DAY + 5 * 3_600_000),
      seatHeldUntil: ago(DAY + 5 * 3_600_000 - 15 * 60_000),
    });

    // Manual payments: two waiting for approval, one rejected earlier.
    const screenshot = opts.files ? await saveScreenshot(tx, opts.files, karthik) : null;
    await pay(dsaNext, {
      userId: karthik,
      method: 'manual',
      gateway: null,
      status: 'pending_approval',
      reference: '431298765012',
      screenshotFileId: screenshot,
      createdAt: ago(20 * 3_600_000),
    });
    await pay(fsNext, {
      userId: ishita,
      method: 'manual',
      gateway: null,
      status: 'pending_approval',
      reference: 'HDFCN52025112198',
      createdAt: ago(4 * 3_600_000),
    });
    await pay(pyFirst, {
      userId: sneha,
      method: 'manual',
      gateway: null,
      status: 'rejected',
      reference: '998877665544',
      reviewedBy: sales,
      reviewedAt: ago(9 * DAY),
      rejectionReason: 'No payment with this UTR reached our account.',
      createdAt: ago(10 * DAY),
    });
  });
}

async function findCoupon(db: Tx, code: string) {
  const [row] = await db
    .select({ id: coupons.id, code: coupons.code, valueX100: coupons.valueX100 })
    .from(coupons)
    .where(and(eq(coupons.code, code), eq(coupons.type, 'percentage')))
    .limit(1);
  return row ? { id: row.id, code: row.code, value: row.valueX100 / 100 } : null;
}

function amounts(b: BatchRow, coupon?: { value: number } | null) {
  return quoteAmounts(
    { price: b.price, discount: b.discountX100 / 100, discountType: b.discountType },
    coupon ? { type: 'percentage', value: coupon.value } : null,
  );
}

async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<string> {
  const [row] = await tx.insert(payments).values(values).returning({ id: payments.id });
  return row!.id;
}

async function saveScreenshot(tx: Tx, store: FileStore, ownerId: string): Promise<string> {
  const id = newId();
  const bytes = receiptPng();
  const storageKey = `payment-proof/${id}.png`;
  await store.put(storageKey, bytes);
  await tx.insert(files).values({
    id,
    ownerId,
    kind: 'payment-proof',
    mime: 'image/png',
    size: bytes.length,
    storageKey,
    isPublic: false,
  });
  return id;
}

/**
 * A small real PNG that looks like a UPI app's "payment successful" screen: a green header
 * with a tick, then grey text lines on white. Encoded here (zlib + CRC) so the seed needs no
 * image library.
 */
export function receiptPng(width = 180, height = 320): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const paint = (x: number, y: number, [r, g, b]: [number, number, number]) => {
    const at = y * (width * 3 + 1) + 1 + x * 3;
    raw[at] = r;
    raw[at + 1] = g;
    raw[at + 2] = b;
  };
  const lines = [150, 170, 200, 220, 250, 270];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - width / 2;
      const dy = y - 60;
      let color: [number, number, number] = [255, 255, 255];
      if (y < 120) color = [22, 163, 74];
      if (y < 120 && dx * dx + dy * dy < 30 * 30) color = [255, 255, 255];
      // the tick: two strokes inside the circle
      const onShort = dx > -14 && dx < -2 && Math.abs(dy - (dx + 14) * 0.9 + 2) < 3;
      const onLong = dx >= -3 && dx < 16 && Math.abs(dy - (8 - (dx + 3) * 1.1)) < 3;
      if (y < 120 && (onShort || onLong)) color = [22, 163, 74];
      for (const [i, top] of lines.entries()) {
        const end = i % 2 ? width - 60 : width - 24;
        if (y >= top && y < top + 8 && x >= 24 && x < end)
          color = i % 2 ? [203, 213, 225] : [71, 85, 105];
      }
      paint(x, y, color);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
