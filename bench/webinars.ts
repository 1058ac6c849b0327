/**
 * Webinars (issue #6), two measurements, each against a baseline measured in the same run:
 *
 * (1) Bulk e-mail: BENCH_WEBINAR_RECIPIENTS (10,000) registrants e-mailed through the real path —
 *     POST /admin/webinars/{id}/send-emails (the run and its deliveries in one transaction), the
 *     chunk jobs run by the job queue's polling workers, the pooled SMTP mailer — to a local SMTP
 *     server (smtp-server, headers only) in a child process, so the server never takes the
 *     sender's CPU. Baseline: bare nodemailer, the same pool size, the same number of messages,
 *     no database. Goal ≥ 300 messages/s. PGlite in a temp folder, or a temporary database on
 *     BENCH_DATABASE_URL (dropped at the end).
 * (2) Certificates: BENCH_WEBINAR_CERTIFICATES (10,000) PDFs rendered one after another in a
 *     child process (one JS thread; --expose-gc for clean memory figures) with the prepared
 *     template, against rendering a blank one-page pdf-lib document; plus the two approaches not
 *     taken (drawing everything per certificate; loading saved template bytes per certificate),
 *     BENCH_WEBINAR_ALT (2,000) each. Goals ≥ 200 certificates/s, memory growth < 100 MB.
 *
 * `node --import tsx bench/webinars.ts` runs it alone; `npm run bench` runs it last
 * (BENCH_WEBINARS=0 skips it). Reports only: exits 0 whatever the numbers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import pg from 'pg';

import { buildApp } from '../apps/api/src/app.ts';
import {
  prepareCertificateTemplate,
  renderCertificate,
} from '../apps/api/src/core/certificates/certificate-pdf.ts';
import { loadConfig } from '../apps/api/src/core/config.ts';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { webinarCampaigns } from '../apps/api/src/db/schema/index.ts';
import { ensureFeatureDefaults } from '../apps/api/src/features/index.ts';
import {
  insertRegistrants,
  insertWebinar,
} from '../apps/api/src/features/webinars/webinar-campaigns.fixtures.ts';
import { createUser, loginAs } from '../apps/api/src/test/harness.ts';
import { startTestSmtp } from '../apps/api/src/test/smtp.ts';
import { positive } from './lib/harness.ts';

const RECIPIENTS = Math.floor(positive(process.env.BENCH_WEBINAR_RECIPIENTS, 10_000));
const CERTIFICATES = Math.floor(positive(process.env.BENCH_WEBINAR_CERTIFICATES, 10_000));
const ALTERNATIVES = Math.floor(positive(process.env.BENCH_WEBINAR_ALT, 2_000));
const POOL = 5; // SMTP_POOL_SIZE default
const SELF = fileURLToPath(import.meta.url);
const MB = 1024 * 1024;

type Child = { child: ChildProcess; lines: AsyncIterator<string> };

/** This file again in a child process, in one of its roles; resolves on its first line. */
async function startChild(role: string, nodeFlags: string[] = []): Promise<Child> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', SELF, role], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdout!.setEncoding('utf8');
  const lines = (async function* () {
    let buf = '';
    for await (const chunk of child.stdout! as AsyncIterable<string>) {
      buf += chunk;
      for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
        yield buf.slice(0, i);
        buf = buf.slice(i + 1);
      }
    }
  })();
  return { child, lines };
}
async function nextLine(c: Child): Promise<string> {
  const { value, done } = await c.lines.next();
  if (done) throw new Error('bench child exited early');
  return value;
}
async function ask(c: Child, command: string): Promise<string> {
  c.child.stdin!.write(`${command}\n`);
  return nextLine(c);
}

/** Child role: the SMTP server; answers `count` with the messages and distinct recipients. */
async function serveSmtp() {
  const smtp = await startTestSmtp({ parse: false });
  process.stdin.setEncoding('utf8');
  let buf = '';
  process.stdin.on('data', (d: string) => {
    buf += d;
    for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
      const command = buf.slice(0, i);
      buf = buf.slice(i + 1);
      if (command === 'count') {
        const distinct = new Set(smtp.received.map((m) => m.to)).size;
        process.stdout.write(`${smtp.received.length} ${distinct}\n`);
      } else if (command === 'reset') {
        smtp.received.length = 0;
        process.stdout.write('ok\n');
      }
    }
  });
  process.stdin.on('end', () => void smtp.close().then(() => process.exit(0)));
  process.stdout.write(`${smtp.url}\n`);
}

const BODY = 'Hi {name},\n\n{webinarTitle} starts {startTime}. Join here: {joinLink}\n\nSee you!';

type Measured = { seconds: number; cpuUs: number };

async function bareNodemailer(url: string): Promise<Measured> {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: POOL,
    maxMessages: 1000,
  });
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: RECIPIENTS }, (_, i) =>
      transport.sendMail({
        from: 'KodeSchool <no-reply@kodeschool.in>',
        to: `bare-${i}@example.com`,
        subject: 'React Hooks in Practice starts soon',
        text: BODY.replace('{name}', `bare ${i}`),
        messageId: `<bare-${i}@bench.kodeschool.in>`,
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  transport.close();
  return { seconds, cpuUs: used.user + used.system };
}

/** A fresh database: a temporary one on BENCH_DATABASE_URL, else PGlite in a temp folder. */
async function benchDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kodeschool-bench-webinars-'));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  let url: string | undefined;
  let admin: pg.Client | undefined;
  const name = `kodeschool_bench_webinars_${randomBytes(4).toString('hex')}`;
  if (serverUrl) {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const database = await createDatabase({ databaseUrl: url, dataDir });
  await database.migrate();
  await ensureFeatureDefaults(database.db);
  return {
    database,
    dataDir,
    label: url ? 'PostgreSQL' : 'PGlite',
    async drop() {
      await database.close();
      if (admin) {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function realPath(smtpUrl: string) {
  const bench = await benchDatabase();
  const config = loadConfig(
    { NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: bench.dataDir, SMTP_URL: smtpUrl },
    { jwtSecret: randomBytes(48).toString('hex'), enableDevRoutes: true, webDist: '/nonexistent' },
  );
  const { db } = bench.database;
  const app = await buildApp({ config, db, logger: false, google: null });
  try {
    await app.ready();
    const cookie = await loginAs(app, (await createUser(db, { role: 'admin' })).phoneNumber!);
    const webinarId = (await insertWebinar(db)).id;
    await insertRegistrants(db, webinarId, RECIPIENTS, { prefix: 'bench' });
    const started = performance.now();
    const cpu = process.cpuUsage();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/webinars/${webinarId}/send-emails`,
      headers: { cookie },
      payload: { subject: '{webinarTitle} starts soon', body: BODY },
    });
    if (res.statusCode !== 202) throw new Error(`send-emails ${res.statusCode}: ${res.body}`);
    const created = performance.now();
    const runId = res.json().data.campaign._id as string;
    app.jobs.start();
    for (;;) {
      const [run] = await db.select().from(webinarCampaigns).where(eq(webinarCampaigns.id, runId));
      if (run!.status === 'done') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const finished = performance.now();
    const used = process.cpuUsage(cpu);
    return {
      label: bench.label,
      createS: (created - started) / 1000,
      seconds: (finished - started) / 1000,
      cpuUs: used.user + used.system,
    };
  } finally {
    await app.close();
    await bench.drop();
  }
}

async function emailBench() {
  const smtp = await startChild('--smtp-server');
  try {
    const url = await nextLine(smtp);
    const bare = await bareNodemailer(url);
    const bareCount = await ask(smtp, 'count');
    await ask(smtp, 'reset');
    const real = await realPath(url);
    const realCount = await ask(smtp, 'count');
    const rate = (m: Measured) => RECIPIENTS / m.seconds;
    const rows: [string, Measured, string, string][] = [
      ['bare nodemailer, pooled, no database', bare, bareCount, 'baseline'],
      [
        `real path on ${real.label} (run + jobs + mailer)`,
        real,
        realCount,
        `${rate(real) >= 300 ? 'goal met' : 'below goal'} (≥ 300 msg/s)`,
      ],
    ];
    console.log(
      `\n  e-mail: ${RECIPIENTS} messages to a local SMTP server (child process), ${POOL} pooled connections`,
    );
    for (const [name, m, count, goal] of rows) {
      const [messages, distinct] = count.split(' ');
      console.log(
        `    ${name.padEnd(46)} ${m.seconds.toFixed(2).padStart(6)} s ${Math.round(rate(m)).toString().padStart(6)} msg/s` +
          ` ${((rate(m) / rate(bare)) * 100).toFixed(1).padStart(5)} % of bare` +
          `  sender CPU ${Math.round(m.cpuUs / RECIPIENTS)
            .toString()
            .padStart(4)} µs/msg` +
          `  received ${messages} (${distinct} addresses)  ${goal}`,
      );
    }
    console.log(
      `    creating the run (the POST: ${RECIPIENTS} deliveries and their jobs in one transaction): ` +
        `${(real.createS * 1000).toFixed(0)} ms; sender CPU ${(real.cpuUs / bare.cpuUs).toFixed(2)}× bare's`,
    );
  } finally {
    smtp.child.stdin!.end();
  }
}

const INPUT = {
  webinarTitle: 'Building Scalable Web Apps with React Hooks and TypeScript',
  webinarDate: new Date('2026-11-28T13:30:00Z'),
  signatory: 'Ananya Krishnan',
  signatoryTitle: 'Head of Learning, KodeSchool',
  publicUrl: 'https://kodeschool.in',
};
const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const SAVE = { useObjectStreams: false, objectsPerTick: Infinity };

/** The approach not taken: every part drawn with the high-level API for each certificate. */
async function drawEverything(name: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4_LANDSCAPE);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const serifBold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const italic = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const boldItalic = await doc.embedFont(StandardFonts.TimesRomanBoldItalic);
  const brand = rgb(0.49, 0.23, 0.93);
  const gold = rgb(0.74, 0.58, 0.24);
  page.drawRectangle({ x: 0, y: 0, width: 841.89, height: 595.28, color: rgb(0.99, 0.99, 0.98) });
  page.drawRectangle({
    x: 18,
    y: 18,
    width: 805.89,
    height: 559.28,
    borderColor: brand,
    borderWidth: 7,
  });
  page.drawRectangle({
    x: 31,
    y: 31,
    width: 779.89,
    height: 533.28,
    borderColor: gold,
    borderWidth: 1.4,
  });
  page.drawRectangle({ x: 380, y: 505, width: 30, height: 30, color: brand });
  page.drawText('KodeSchool', { x: 418, y: 512, size: 21, font: bold });
  page.drawText('CERTIFICATE', { x: 250, y: 440, size: 46, font: serifBold });
  page.drawText('OF PARTICIPATION', { x: 350, y: 414, size: 12, font: bold, color: gold });
  page.drawText('This is to certify that', { x: 340, y: 372, size: 17, font: italic });
  page.drawText(name, { x: 300, y: 321, size: 42, font: boldItalic });
  page.drawText('participated in the live webinar', { x: 330, y: 278, size: 13, font: sans });
  page.drawText(INPUT.webinarTitle, { x: 150, y: 246, size: 21, font: bold });
  page.drawText('held on 28 November 2026', { x: 350, y: 220, size: 12, font: sans });
  page.drawText(INPUT.signatory, { x: 160, y: 120, size: 20, font: italic });
  page.drawCircle({ x: 421, y: 116, size: 39, color: brand, borderColor: gold, borderWidth: 1.6 });
  page.drawText(
    'Certificate ID K7QM-4XPR-9TZC  ·  Verify at https://kodeschool.in/certificates/K7QM-4XPR-9TZC',
    { x: 250, y: 52, size: 8.5, font: sans },
  );
  return doc;
}

type Timing = { name: string; n: number; seconds: number };

async function timeIt(
  name: string,
  n: number,
  render: (i: number) => Promise<Uint8Array>,
): Promise<Timing> {
  for (let i = 0; i < Math.min(200, n); i++) await render(i); // warm-up
  const started = performance.now();
  for (let i = 0; i < n; i++) await render(i);
  return { name, n, seconds: (performance.now() - started) / 1000 };
}

/** Child role: renders and prints one JSON line of timings and memory. */
async function certificateChild() {
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const blank = await timeIt(
    'blank one-page pdf-lib document (baseline)',
    CERTIFICATES,
    async () => {
      const doc = await PDFDocument.create();
      doc.addPage(A4_LANDSCAPE);
      return doc.save(SAVE);
    },
  );
  gc();
  const before = process.memoryUsage();
  let peak = before.rss;
  let bytes = 0;
  const template = prepareCertificateTemplate(INPUT);
  const chosen = await timeIt('prepared template (the one used)', CERTIFICATES, async (i) => {
    const pdf = await renderCertificate(template, {
      name: `Participant Number ${i}`,
      code: 'K7QM-4XPR-9TZC',
      issuedAt: new Date(),
    });
    bytes += pdf.length;
    if (i % 250 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    return pdf;
  });
  gc();
  const after = process.memoryUsage();
  const full = await timeIt(
    'alternative: draw everything per certificate',
    ALTERNATIVES,
    async (i) => (await drawEverything(`Participant ${i}`)).save(SAVE),
  );
  const saved = await (await drawEverything('')).save(SAVE);
  const loaded = await timeIt(
    'alternative: load saved template bytes each time',
    ALTERNATIVES,
    async (i) => {
      const doc = await PDFDocument.load(saved);
      const font = await doc.embedFont(StandardFonts.TimesRomanBoldItalic);
      const sans = await doc.embedFont(StandardFonts.Helvetica);
      doc.getPage(0).drawText(`Participant ${i}`, { x: 300, y: 321, size: 42, font });
      doc
        .getPage(0)
        .drawText('Certificate ID K7QM-4XPR-9TZC', { x: 250, y: 40, size: 8.5, font: sans });
      return doc.save(SAVE);
    },
  );
  process.stdout.write(
    `${JSON.stringify({ timings: [blank, chosen, full, loaded], before, after, peak, bytes })}\n`,
  );
}

async function certificateBench() {
  const child = await startChild('--certificates', ['--expose-gc']);
  const result = JSON.parse(await nextLine(child)) as {
    timings: Timing[];
    before: NodeJS.MemoryUsage;
    after: NodeJS.MemoryUsage;
    peak: number;
    bytes: number;
  };
  child.child.stdin!.end();
  const [blank] = result.timings;
  const rate = (t: Timing) => t.n / t.seconds;
  console.log(`\n  certificates: rendered one after another in one process (one JS thread)`);
  for (const t of result.timings) {
    const goal =
      t === result.timings[1] ? `  ${rate(t) >= 200 ? 'goal met' : 'below goal'} (≥ 200/s)` : '';
    console.log(
      `    ${t.name.padEnd(50)} ${String(t.n).padStart(6)} in ${t.seconds.toFixed(2).padStart(6)} s  ` +
        `${Math.round(rate(t)).toString().padStart(6)}/s  ${(rate(t) / rate(blank!)).toFixed(2).padStart(5)}× blank's rate${goal}`,
    );
  }
  const { before, after, peak } = result;
  const growth = (after.rss - before.rss) / MB;
  console.log(
    `    memory over the ${CERTIFICATES} (after GC): RSS ${(before.rss / MB).toFixed(0)} → ${(after.rss / MB).toFixed(0)} MB ` +
      `(growth ${growth.toFixed(1)} MB, peak ${(peak / MB).toFixed(0)} MB), heap ${(before.heapUsed / MB).toFixed(0)} → ` +
      `${(after.heapUsed / MB).toFixed(0)} MB; ${(result.bytes / MB).toFixed(0)} MB of PDFs made ` +
      `(${Math.round(result.bytes / CERTIFICATES / 1024)} kB each)  ${growth < 100 ? 'goal met' : 'above goal'} (< 100 MB)`,
  );
}

export async function runWebinarsBench() {
  const started = Date.now();
  console.log('\nwebinars bench: bulk e-mail and certificates (issue #6)');
  try {
    await emailBench();
    await certificateBench();
  } catch (error) {
    console.error('webinars bench failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
  console.log(`  done in ${Math.round((Date.now() - started) / 1000)} s`);
}

const role = process.argv[2];
if (role === '--smtp-server') await serveSmtp();
else if (role === '--certificates') {
  await certificateChild();
  process.exit(0);
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runWebinarsBench();
}
