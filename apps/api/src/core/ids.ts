import { randomBytes } from 'node:crypto';

// ObjectId layout: 4-byte seconds timestamp, 5 random bytes per process, 3-byte counter.
const processRandom = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

/** A new 24-hex id, timestamp-prefixed so ids sort roughly by creation time. */
export function newId(date: Date = new Date()): string {
  counter = (counter + 1) % 0xffffff;
  const seconds = Math.floor(date.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + processRandom + counter.toString(16).padStart(6, '0');
}
