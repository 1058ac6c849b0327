import { sql } from 'drizzle-orm';

import type { CertificateStatus, Speaker } from '@app/shared';

import type { Db } from '../../db/client.ts';
import { webinars, webinarUsers } from '../../db/schema/index.ts';
import type { UtmAttribution } from '../../db/schema/users.ts';
import { accountsByPhone } from './accounts.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const IST_MS = 330 * MINUTE;

/** `days` after `now`, at hh:mm India time. */
function istAt(now: Date, days: number, hh: number, mm = 0): Date {
  const day = new Date(now.getTime() + IST_MS + days * DAY).toISOString().slice(0, 10);
  return new Date(`${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+05:30`);
}

type Plan = {
  code: string;
  title: string;
  description: string;
  speakers: Speaker[];
  start: (now: Date) => Date;
  durationMinutes: number;
  joinLink: string;
  capacity: number | null;
  registrants: number;
  /** share of registrants marked attended (the past webinar) */
  attendedShare?: number;
  certificateSignatory?: string;
};

const PLANS: Plan[] = [
  {
    code: 'college-to-first-dev-job',
    title: 'From College to First Dev Job',
    description:
      'What hiring managers at Indian product companies look for in a fresher: projects that ' +
      'stand out, a résumé that gets past the filter, and how to prepare for the first three rounds.',
    speakers: [
      { name: 'Sneha Kulkarni', title: 'Engineering Manager, Razorpay' },
      { name: 'Arvind Raghavan', title: 'Lead Mentor, KodeSchool' },
    ],
    start: (now) => istAt(now, -12, 19),
    durationMinutes: 90,
    joinLink: 'https://zoom.us/j/84512093361?pwd=kSFirstDevJob',
    capacity: 500,
    registrants: 48,
    attendedShare: 0.75,
    certificateSignatory: 'Arvind Raghavan',
  },
  {
    code: 'git-github-team-projects',
    title: 'Live: Git and GitHub for Team Projects',
    description:
      'Branches, pull requests, reviews and resolving merge conflicts without panic, practised ' +
      'live on a real repository.',
    speakers: [{ name: 'Kavya Reddy', title: 'Mentor, KodeSchool' }],
    start: (now) => new Date(Math.floor((now.getTime() - 20 * MINUTE) / MINUTE) * MINUTE),
    durationMinutes: 90,
    joinLink: 'https://meet.google.com/kds-gith-ubx',
    capacity: null,
    registrants: 31,
  },
  {
    code: 'react-interview-2026',
    title: 'Crack the Frontend Interview: React in 2026',
    description:
      'Hooks, rendering, state management and the machine-coding round: the React questions ' +
      'Bengaluru and Pune product companies ask, with live answers and a Q&A.',
    speakers: [
      { name: 'Ananya Krishnan', title: 'Senior Frontend Engineer, Flipkart' },
      { name: 'Rohan Deshmukh', title: 'SDE II, Swiggy' },
    ],
    start: (now) => istAt(now, 3, 19),
    durationMinutes: 120,
    joinLink: 'https://zoom.us/j/81234567890?pwd=kSReact2026',
    capacity: 300,
    registrants: 57,
  },
  {
    code: 'dsa-in-java',
    title: 'DSA in Java: Arrays to Graphs',
    description:
      'The patterns behind most coding-round problems, from two pointers and sliding windows to ' +
      'BFS on grids, solved step by step in Java.',
    speakers: [{ name: 'Rahul Deshpande', title: 'SDE II, Amazon' }],
    start: (now) => istAt(now, 9, 18, 30),
    durationMinutes: 150,
    joinLink: 'https://zoom.us/j/86610023345?pwd=kSDsaJava',
    capacity: null,
    registrants: 36,
  },
  {
    code: 'resume-linkedin-clinic',
    title: 'Résumé and LinkedIn Clinic for Developers',
    description:
      'Bring your résumé: a small-group session where mentors review profiles live. Seats are ' +
      'limited so everyone gets feedback.',
    speakers: [{ name: 'Meera Pillai', title: 'Talent Partner, Zoho' }],
    start: (now) => istAt(now, 16, 11),
    durationMinutes: 60,
    joinLink: 'https://meet.google.com/kds-resu-mex',
    capacity: 25,
    registrants: 25,
  },
];

const FIRST = (
  'Aarav Aditi Akash Ananya Arjun Bhavya Chirag Deepika Divya Farhan Gaurav Harini ' +
  'Ishaan Jahnavi Karan Kavya Lakshmi Manish Meghna Mohit Nandini Nikhil Pooja ' +
  'Pranav Rahul Ritika Sahil Sanjana Shreya Siddharth Sneha Tanvi Tejas Varun Vidya ' +
  'Yash Zainab Harpreet Abhishek Keerthana'
).split(' ');
const LAST = (
  'Sharma Iyer Reddy Nair Gupta Singh Khan Das Joshi Patil Menon Kulkarni Banerjee ' +
  'Chatterjee Rao Pillai Agarwal Mehta Verma Shetty Bose Naidu Saxena Kaur Mishra ' +
  'Hegde Pandey Sinha Qureshi Gill'
).split(' ');
const DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'outlook.com', 'yahoo.co.in', 'icloud.com'];
const UTMS: (UtmAttribution | null)[] = [
  { source: 'instagram', medium: 'social', campaign: 'webinar-reels' },
  { source: 'youtube', medium: 'video', campaign: 'webinar-promo' },
  { source: 'linkedin', medium: 'social', campaign: 'webinar-launch' },
  { source: 'whatsapp', medium: 'community', campaign: 'college-groups' },
  { source: 'google', medium: 'cpc', campaign: 'webinar-search' },
  null,
  null,
];

/** A small deterministic generator, so every install gets the same demo people. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The demo students with phones register for some webinars, so their accounts link. */
const DEMO_REGISTRANTS = [
  { name: 'Aditya Verma', email: 'aditya.verma@example.com', phone: '9876500001' },
  { name: 'Sneha Patil', email: 'sneha.patil@example.com', phone: '9876500002' },
];

function peopleFor(plan: Plan, index: number, start: Date, now: Date) {
  const next = random(index * 7919 + 17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const phones = new Set<string>();
  const people = index % 2 === 0 ? [...DEMO_REGISTRANTS] : [];
  people.forEach((p) => phones.add(p.phone));
  while (people.length < plan.registrants) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const phone = `${pick(['9', '8', '7', '6'])}${String(Math.floor(next() * 1e9)).padStart(9, '0')}`;
    if (phones.has(phone)) continue;
    phones.add(phone);
    const handle =
      next() < 0.5 ? `${first}.${last}` : `${first}${last[0]}${Math.floor(next() * 99)}`;
    people.push({
      name: `${first} ${last}`,
      email: `${handle.toLowerCase()}@${pick(DOMAINS)}`,
      phone,
    });
  }
  // Registrations arrive over the two weeks before the start, never in the future.
  const latest = Math.min(start.getTime(), now.getTime()) - 30 * MINUTE;
  return people.map((p, i) => {
    const attended = plan.attendedShare !== undefined && next() < plan.attendedShare;
    return {
      ...p,
      utm: pick(UTMS),
      createdAt: new Date(latest - Math.floor(next() * 14 * DAY) - i * MINUTE),
      attended,
      attendedMinutes: attended ? 20 + Math.floor(next() * (plan.durationMinutes - 19)) : null,
      certificateStatus: 'not_sent' as CertificateStatus,
    };
  });
}

/**
 * Demo webinars, once (only while the webinars table is empty): one past with most registrants
 * marked attended, one live now, two upcoming (one with UTM-heavy sign-ups) and one full.
 * A few bulk inserts, so `npm start` stays fast.
 */
export async function seedDemoWebinars(
  db: Db,
  opts: { createdBy: string | null; now?: Date },
): Promise<void> {
  const now = opts.now ?? new Date();
  const [existing] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(webinars);
  if ((existing?.n ?? 0) > 0) return;

  await db.transaction(async (tx) => {
    const accounts = await accountsByPhone(
      tx,
      DEMO_REGISTRANTS.map((p) => p.phone),
    );
    const userOf = (phone: string) => accounts.get(phone) ?? null;
    for (const [index, plan] of PLANS.entries()) {
      const start = plan.start(now);
      const people = peopleFor(plan, index, start, now);
      const [webinar] = await tx
        .insert(webinars)
        .values({
          webinarCode: plan.code,
          title: plan.title,
          description: plan.description,
          speakers: plan.speakers,
          startTime: start,
          durationMinutes: plan.durationMinutes,
          joinLink: plan.joinLink,
          capacity: plan.capacity,
          registeredCount: people.length,
          certificateSignatory: plan.certificateSignatory ?? 'Vikram Mehta',
          certificateSignatoryTitle: 'Head of Learning, KodeSchool',
          createdBy: opts.createdBy,
          createdAt: new Date(start.getTime() - 21 * DAY),
        })
        .returning({ id: webinars.id });
      await tx
        .insert(webinarUsers)
        .values(people.map((p) => ({ ...p, webinarId: webinar!.id, userId: userOf(p.phone) })))
        .onConflictDoNothing();
    }
  });
}
