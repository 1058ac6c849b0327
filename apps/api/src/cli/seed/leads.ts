import { sql } from 'drizzle-orm';

import type { EnquiryType, FollowUpStatus, Utm } from '@app/shared';

import { newId } from '../../core/ids.ts';
import type { Db } from '../../db/client.ts';
import { callbackRequests, utmLinks, utmVisits } from '../../db/schema/index.ts';
import { accountsByPhone } from './accounts.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Demo staff who follow callbacks up (demo.ts): admin, sales and support. */
const ASSIGNEE_PHONES = { vikram: '9000000002', rohan: '9000000004', neha: '9000000005' };
type Assignee = keyof typeof ASSIGNEE_PHONES;

/** Campaign links as marketing would build them at /admin/utm. */
const LINKS = [
  {
    key: 'insta',
    path: '/kodr',
    source: 'instagram',
    medium: 'social',
    campaign: 'kodr-3-launch',
    content: 'reel-day-in-bootcamp',
    daysAgo: 20,
    visits: 46,
  },
  {
    key: 'google',
    path: '/kodr',
    source: 'google',
    medium: 'cpc',
    campaign: 'bootcamp-bengaluru',
    term: 'coding bootcamp bangalore',
    daysAgo: 18,
    visits: 73,
  },
  {
    key: 'newsletter',
    path: '/',
    source: 'newsletter',
    medium: 'email',
    campaign: 'october-digest',
    content: 'hero-button',
    daysAgo: 12,
    visits: 21,
  },
  {
    key: 'linkedin',
    path: '/courses',
    source: 'linkedin',
    medium: 'social',
    campaign: 'career-switchers',
    daysAgo: 6,
    visits: 9,
  },
] as const;
type LinkKey = (typeof LINKS)[number]['key'];

type DemoCallback = {
  name: string;
  number: string;
  code?: string;
  enquiryFor: EnquiryType;
  notes: string;
  daysAgo: number;
  hour: number;
  status?: FollowUpStatus;
  staffNotes?: string;
  assignee?: Assignee;
  link?: LinkKey;
  fromCourse?: boolean;
};

// One request per line reads as the table it is.
// prettier-ignore
const CALLBACKS: DemoCallback[] = [
  { name: 'Aarav Sharma', number: '9845012345', enquiryFor: 'offline', notes: 'Is the Kodr bootcamp suitable for a final-year B.Tech student? Classes clash with college till March.', daysAgo: 0, hour: 10, link: 'insta' },
  { name: 'Sneha Kulkarni', number: '9123456780', enquiryFor: 'online', notes: 'Looking for weekend classes for full stack. I work in a bank on weekdays.', daysAgo: 0, hour: 8, link: 'google' },
  { name: 'Mohammed Arif', number: '7012345698', enquiryFor: 'offline', notes: 'Can I pay the bootcamp fee in EMI? What is the monthly amount?', daysAgo: 1, hour: 15, status: 'contacted', assignee: 'rohan', staffNotes: 'Explained the fee is paid in one go (no EMI); shared the early-bird price. Sending the brochure on WhatsApp.', link: 'google' },
  { name: 'Priyanka Reddy', number: '8897654321', enquiryFor: 'online', notes: '', daysAgo: 1, hour: 11, fromCourse: true },
  { name: 'Karthik Subramanian', number: '9940123456', enquiryFor: 'online', notes: 'Want to prepare for DSA interviews in 3 months. Which course?', daysAgo: 2, hour: 19, status: 'contacted', assignee: 'neha', staffNotes: 'Suggested DSA track + weekly Kodex contests. Follow up on Friday.' },
  { name: 'Harpreet Kaur', number: '9814567890', enquiryFor: 'offline', notes: 'Is hostel or PG help available near the Bengaluru centre?', daysAgo: 2, hour: 13, link: 'insta' },
  { name: 'Venkata Ramana', number: '9000123457', enquiryFor: 'offline', notes: 'I am 34 and switching from mechanical design. Is the bootcamp too fast for beginners?', daysAgo: 3, hour: 17, status: 'converted', assignee: 'vikram', staffNotes: 'Registered for Kodr 3.0, fee paid in full.', link: 'google' },
  { name: 'Ananya Iyer', number: '9380012345', enquiryFor: 'online', notes: 'Do you give a certificate after the React course?', daysAgo: 3, hour: 9 },
  { name: 'Rohit Verma', number: '9711234567', enquiryFor: 'online', notes: 'My payment failed twice at checkout, please call.', daysAgo: 4, hour: 21, status: 'closed', assignee: 'neha', staffNotes: 'Card declined by bank. Completed payment via UPI on call.' },
  { name: 'Fatima Sheikh', number: '9867001234', enquiryFor: 'offline', notes: 'Need details of the schedule. Can I attend only Saturdays?', daysAgo: 5, hour: 12, status: 'contacted', assignee: 'rohan', staffNotes: 'Bootcamp is Mon-Sat only. Offered the online track instead.', link: 'newsletter' },
  { name: 'Nikhil Deshpande', number: '9822334455', enquiryFor: 'online', notes: '', daysAgo: 5, hour: 16, fromCourse: true, link: 'newsletter' },
  { name: 'Divya Menon', number: '9446123789', enquiryFor: 'offline', notes: 'Is there a scholarship for women in tech?', daysAgo: 6, hour: 10, status: 'converted', assignee: 'vikram', staffNotes: 'Applied 10% scholarship coupon. Registered.', link: 'insta' },
  { name: 'Siddharth Jain', number: '9929012345', enquiryFor: 'online', notes: 'Which language is used for the DSA course? I know only Python.', daysAgo: 7, hour: 14 },
  { name: 'Gayathri Krishnan', number: '8056123456', enquiryFor: 'offline', notes: 'Please call after 6 pm. Want to discuss placement support.', daysAgo: 8, hour: 18, status: 'contacted', assignee: 'neha', staffNotes: 'Called at 6:30 pm. Wants to visit the centre on Saturday.', link: 'google' },
  { name: 'Imran Qureshi', number: '9820098765', enquiryFor: 'online', notes: 'Interested in the AI integration module only. Is it sold separately?', daysAgo: 9, hour: 11, status: 'closed', assignee: 'rohan', staffNotes: 'Not sold separately. Not interested in the full programme.', link: 'linkedin' },
  { name: 'Pooja Patel', number: '9979123456', enquiryFor: 'offline', notes: 'What documents are needed to register for Kodr?', daysAgo: 10, hour: 15, status: 'converted', assignee: 'vikram', staffNotes: 'Registered with her brother. Both paid.' },
  { name: 'Arjun Nair', number: '9895012345', enquiryFor: 'online', notes: 'Can I switch from the online course to the bootcamp later?', daysAgo: 11, hour: 20 },
  { name: 'Emily Watson', code: '+44', number: '7700900123', enquiryFor: 'online', notes: 'Calling from London. Are live classes in IST only?', daysAgo: 12, hour: 13, status: 'contacted', assignee: 'neha', staffNotes: 'Recorded sessions available. Verified her account by hand.' },
  { name: 'Tanvi Joshi', number: '9767012345', enquiryFor: 'offline', notes: 'Is the fee 82599 inclusive of GST?', daysAgo: 13, hour: 10, status: 'closed', assignee: 'rohan', staffNotes: 'Yes, GST included. Chose a different institute.', link: 'newsletter' },
  { name: 'Abhishek Mishra', number: '9450123456', enquiryFor: 'online', notes: 'Need a laptop recommendation for the course.', daysAgo: 14, hour: 17 },
  { name: 'Keerthana Rao', number: '9663012345', enquiryFor: 'offline', notes: 'Want to visit the campus before joining. Which days are open?', daysAgo: 15, hour: 12, status: 'contacted', assignee: 'vikram', staffNotes: 'Campus visit booked for Saturday 11 am.', link: 'insta' },
  { name: 'Saurabh Tiwari', number: '8299012345', enquiryFor: 'online', notes: '', daysAgo: 16, hour: 9, fromCourse: true },
  { name: 'Lakshmi Venkatesh', number: '9003012345', enquiryFor: 'offline', notes: 'My son is in 12th. Is the bootcamp open to 12th pass students?', daysAgo: 17, hour: 19, status: 'converted', assignee: 'rohan', staffNotes: 'Registered after counselling call with parent.', link: 'google' },
  { name: 'Zaid Ansari', number: '9821567890', enquiryFor: 'online', notes: 'Missed the webinar, is there a recording?', daysAgo: 19, hour: 16, status: 'closed', assignee: 'neha', staffNotes: 'Shared the recording link.' },
  { name: 'Bhavana Hegde', number: '9480012345', enquiryFor: 'offline', notes: 'Is there a batch starting in January?', daysAgo: 20, hour: 11 },
  { name: 'Rahul Gupta', number: '9811098765', enquiryFor: 'online', notes: 'Please share the syllabus of the MERN course.', daysAgo: 21, hour: 14, link: 'google' },
];

/** A deterministic spread of visit times over the days since a link was made. */
function visitTimes(now: number, daysAgo: number, count: number): Date[] {
  return Array.from({ length: count }, (_, i) => {
    const fraction = ((i * 7919) % count) / count;
    return new Date(now - fraction * daysAgo * DAY - ((i * 37) % 60) * 60_000);
  });
}

/**
 * Demo callback requests, campaign links and their visits, for a local install to look lived-in.
 * Runs once: does nothing when any callback request is already stored.
 */
export async function seedDemoLeads(db: Db): Promise<void> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(callbackRequests);
  if ((existing?.n ?? 0) > 0) return;

  const staff = await accountsByPhone(db, Object.values(ASSIGNEE_PHONES));
  const staffId = (who: Assignee) => staff.get(ASSIGNEE_PHONES[who]) ?? null;
  const now = Date.now();

  const linkRows = LINKS.map((l) => {
    const createdAt = new Date(now - l.daysAgo * DAY - 3 * 60 * 60_000);
    return {
      key: l.key,
      row: {
        id: newId(createdAt),
        path: l.path,
        source: l.source,
        medium: l.medium,
        campaign: l.campaign,
        term: 'term' in l ? l.term : null,
        content: 'content' in l ? l.content : null,
        createdBy: staffId('rohan'),
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
  await db.insert(utmLinks).values(linkRows.map((l) => l.row));
  const utmOf = (key: LinkKey): Utm => {
    const link = linkRows.find((l) => l.key === key)!.row;
    return {
      source: link.source,
      medium: link.medium,
      campaign: link.campaign,
      ...(link.term ? { term: link.term } : {}),
      ...(link.content ? { content: link.content } : {}),
      id: link.id,
    };
  };

  const visits = LINKS.flatMap((l) => {
    const utm = utmOf(l.key);
    return visitTimes(now, l.daysAgo, l.visits).map((createdAt) => ({
      id: newId(createdAt),
      linkId: utm.id!,
      source: utm.source!,
      medium: utm.medium ?? null,
      campaign: utm.campaign ?? null,
      term: utm.term ?? null,
      content: utm.content ?? null,
      path: l.path,
      createdAt,
    }));
  });
  await db.insert(utmVisits).values(visits);

  const courseId = newId(new Date(now - 60 * DAY));
  await db.insert(callbackRequests).values(
    CALLBACKS.map((c, i) => {
      const day = new Date(now - c.daysAgo * DAY);
      // Hours are India time (UTC+05:30); a request "from the future" moves into the last hours.
      const at =
        Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), c.hour, 0) -
        330 * 60_000;
      const createdAt = new Date(Math.min(at, now - (i + 1) * 40 * 60_000));
      const followedUp = c.status && c.status !== 'new';
      return {
        id: newId(createdAt),
        name: c.name,
        contactCode: c.code ?? '+91',
        contactNumber: c.number,
        enquiryFor: c.enquiryFor,
        notes: c.notes,
        courseId: c.fromCourse ? courseId : null,
        followUpStatus: c.status ?? 'new',
        staffNotes: c.staffNotes ?? '',
        assignedToId: c.assignee ? staffId(c.assignee) : null,
        utm: c.link ? utmOf(c.link) : null,
        createdAt,
        updatedAt: followedUp ? new Date(Math.min(createdAt.getTime() + DAY / 2, now)) : createdAt,
      };
    }),
  );
}
