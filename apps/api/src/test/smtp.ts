import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string;
  from: string;
  subject: string;
  text: string;
  messageId: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  raw: Buffer;
};

export type TestSmtp = {
  /** smtp://127.0.0.1:port, for SMTP_URL */
  url: string;
  /** every message accepted so far, in arrival order */
  received: ReceivedMail[];
  /** resolves once at least n messages arrived (rejects after timeoutMs) */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** refuse the next message to this address with a 550 */
  rejectNext(to: string): void;
  close(): Promise<void>;
};

function toMail(parsed: ParsedMail, raw: Buffer, envelopeTo: string): ReceivedMail {
  return {
    to: envelopeTo,
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    messageId: parsed.messageId ?? '',
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      content: a.content,
    })),
    raw,
  };
}

/**
 * A real SMTP server on a free local port (the `smtp-server` package), no auth, no TLS, that
 * keeps what it receives. Tests point SMTP_URL at it and read `received`. Set `parse: false` for
 * benchmarks (headers only).
 */
export async function startTestSmtp(opts: { parse?: boolean } = {}): Promise<TestSmtp> {
  const parse = opts.parse ?? true;
  const received: ReceivedMail[] = [];
  const rejects = new Set<string>();
  const waiters: { n: number; resolve: () => void }[] = [];
  const notify = () => {
    for (const w of [...waiters]) {
      if (received.length >= w.n) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (rejects.delete(address.address.toLowerCase())) {
        const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
        err.responseCode = 550;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const done = (mail: ReceivedMail) => {
          received.push(mail);
          notify();
          callback();
        };
        if (!parse) {
          const head = raw.subarray(0, Math.max(0, raw.indexOf('\r\n\r\n'))).toString();
          const header = (name: string) =>
            new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
          done({
            to,
            from: header('From'),
            subject: header('Subject'),
            text: '',
            messageId: header('Message-ID'),
            attachments: [],
            raw,
          });
          return;
        }
        simpleParser(raw)
          .then((parsed) => done(toMail(parsed, raw, to)))
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(n, timeoutMs = 30_000) {
      if (received.length >= n) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`waited for ${n} messages, got ${received.length}`)),
          timeoutMs,
        );
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
    rejectNext(to) {
      rejects.add(to.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
