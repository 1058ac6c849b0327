import { isSitePageSlug, SITE_PAGE_LABELS } from '../pages/site-pages.ts';
import { isStaffRole, ROLE_LABELS } from '../roles.ts';
import { plural } from '../text/plural.ts';

/**
 * How the activity log reads to staff: "Created coding problem “Fibonacci”", "Marked payment of
 * ₹30,625 from Asha Rao as refunded". The API sends each entry's line (`summary`) and the web
 * builds the same line from the same parts, so it can link the record.
 */

type Changes = Record<string, { before: unknown; after: unknown }>;

/** How a record's name joins its noun: “Fibonacci” in quotes, "of Asha Rao", "from Asha Rao"… */
type Naming = 'quoted' | 'of' | 'from' | 'on' | 'plain';
type EntityText = {
  noun: string;
  naming?: Naming;
  /** the fields of a logged snapshot that hold the name (a deleted record keeps its name so) */
  nameKeys?: string[];
  /** what stands for an unnamed record where the name alone is said ("Banned someone") */
  unnamed?: string;
};

const TITLE = { nameKeys: ['title'] };

/** Every kind of record the log holds, as staff say it. */
export const ACTIVITY_ENTITIES: Record<string, EntityText> = {
  user: { noun: 'user', naming: 'plain', unnamed: 'a user' },
  ban: { noun: 'ban', naming: 'on', unnamed: 'someone' },
  payment: { noun: 'payment', naming: 'of' },
  coupon: { noun: 'coupon', nameKeys: ['code'] },
  course: { noun: 'course', ...TITLE },
  course_announcement: { noun: 'announcement', ...TITLE },
  batch: { noun: 'batch', nameKeys: ['name'] },
  whizz: { noun: 'whizz', ...TITLE },
  mcq: { noun: 'MCQ', nameKeys: ['question'] },
  fill_in_the_blank: { noun: 'fill-in-the-blank question', nameKeys: ['question'] },
  coding_problem: { noun: 'coding problem', ...TITLE },
  kodex_contest: { noun: 'Kodex contest', ...TITLE },
  kodr_cohort: { noun: 'Kodr cohort', ...TITLE },
  kodr_registration: { noun: 'Kodr registration', naming: 'of', nameKeys: ['name'] },
  webinar: { noun: 'webinar', ...TITLE },
  webinar_user: { noun: 'webinar registration', naming: 'of', nameKeys: ['name'] },
  callback: { noun: 'callback request', naming: 'from' },
  utm_link: { noun: 'UTM link', nameKeys: ['campaign'] },
  site_content: { noun: 'page' },
};

const words = (key: string) =>
  key
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'coding_problem' → 'coding problem'; a kind the log does not know reads as its words. */
export const activityNoun = (entity: string) => ACTIVITY_ENTITIES[entity]?.noun ?? words(entity);

/** The entity filter's label: 'Coding problem', 'Fill-in-the-blank question'. */
export const activityEntityLabel = (entity: string) => capitalize(activityNoun(entity));

/** Names longer than this are cut short with an ellipsis (questions are whole sentences). */
export const ACTIVITY_NAME_MAX = 60;

export function shortName(name: string): string {
  const one = name.replace(/\s+/g, ' ').trim();
  return one.length > ACTIVITY_NAME_MAX ? `${one.slice(0, ACTIVITY_NAME_MAX - 1).trimEnd()}…` : one;
}

/**
 * The record's name from the entry itself, when it says it: a site page from its key, else the
 * snapshot's title, name, question or code (after the change, or before it for a deletion).
 */
export function activityNameFromChanges(
  entity: string,
  entityId: string | null,
  changes: Changes,
): string | null {
  if (entity === 'site_content' && entityId) {
    if (entityId === 'home') return 'Home';
    const slug = entityId.replace(/^page:/, '');
    return isSitePageSlug(slug) ? SITE_PAGE_LABELS[slug] : null;
  }
  for (const key of ACTIVITY_ENTITIES[entity]?.nameKeys ?? []) {
    const { before, after } = changes[key] ?? {};
    const value = typeof after === 'string' && after ? after : before;
    if (typeof value === 'string' && value.trim()) return shortName(value);
  }
  return null;
}

type Entry = { action: string; entity: string; entityName: string | null; changes: Changes };
type Template = {
  lead: string | ((changes: Changes, noun: string) => string);
  tail?: (changes: Changes) => string;
  /** 'name': the name alone ("Banned Asha Rao"); 'none': the lead says it all */
  subject?: 'name' | 'none';
};

const afterOf = (changes: Changes, key: string) => changes[key]?.after;
const roleTail = (changes: Changes) => {
  const role = afterOf(changes, 'role');
  if (typeof role !== 'string') return '';
  return ` to ${isStaffRole(role) || role === 'student' ? ROLE_LABELS[role] : words(role)}`;
};
const switched = (changes: Changes) => {
  const on = afterOf(changes, 'isActive');
  return on === true ? 'Activated' : on === false ? 'Deactivated' : 'Changed the status of';
};
const imported = (changes: Changes, noun: string) => {
  const count = afterOf(changes, 'created');
  return typeof count === 'number'
    ? `Imported ${plural(count, noun)} from a CSV file`
    : `Imported ${noun}s from a CSV file`;
};

/** What each kind of change did, by the action's last word. */
const VERBS: Record<string, Template> = {
  create: { lead: 'Created' },
  update: {
    lead: (c) => ('isActive' in c && Object.keys(c).length === 1 ? switched(c) : 'Updated'),
  },
  delete: { lead: 'Deleted' },
  status: { lead: switched },
  import: { lead: 'Imported' },
  send: { lead: 'Sent' },
  approve: { lead: 'Approved' },
  reject: { lead: 'Rejected' },
  refund: { lead: 'Marked', tail: () => ' as refunded' },
  resolve: { lead: 'Marked', tail: () => ' as resolved' },
  verify: { lead: 'Verified' },
  lift: { lead: 'Lifted' },
};

/** Actions whose words differ from their last word's. */
const ACTIONS: Record<string, Template> = {
  'ban.create': { lead: 'Banned', subject: 'name' },
  'ban.lift': { lead: 'Lifted the ban on', subject: 'name' },
  'user.role_change': { lead: 'Changed the role of', subject: 'name', tail: roleTail },
  'user.role.cli': {
    lead: 'Set the role of',
    subject: 'name',
    tail: (c) => `${roleTail(c)} from the command line`,
  },
  'user.create.cli': { lead: 'Created', tail: () => ' from the command line' },
  'course.modules.update': { lead: 'Updated the modules of' },
  'course.announcement.create': { lead: 'Posted' },
  'whizz.batches': { lead: 'Changed the batches of' },
  'webinar.certificates.send': { lead: 'Sent certificates for' },
  'webinar.email.send': {
    lead: (c) => {
      const total = afterOf(c, 'total');
      return typeof total === 'number'
        ? `Sent an e-mail to ${plural(total, 'person', 'people')} about`
        : 'Sent an e-mail about';
    },
  },
  'webinar.attendance.import': { lead: 'Imported attendance for' },
  'home.update': { lead: 'Updated the home page', subject: 'none' },
  'mcq.import': { lead: imported, subject: 'none' },
  'fib.import': { lead: imported, subject: 'none' },
};

/** The record an action is about, for an action named without one (the filter's labels). */
const ACTION_ENTITIES: [prefix: string, entity: string][] = [
  ['mcq.', 'mcq'],
  ['fib.', 'fill_in_the_blank'],
  ['coding.', 'coding_problem'],
  ['kodr.cohort.', 'kodr_cohort'],
  ['kodr.', 'kodr_registration'],
  ['kodex.contest.', 'kodex_contest'],
  ['course.announcement.', 'course_announcement'],
  ['webinar.user.', 'webinar_user'],
  ['home.', 'site_content'],
  ['page.', 'site_content'],
];

export function activityEntityOfAction(action: string): string {
  return (
    ACTION_ENTITIES.find(([prefix]) => action.startsWith(prefix))?.[1] ?? action.split('.')[0]!
  );
}

export type ActivityParts = {
  /** 'Created', 'Marked', 'Changed the role of' */
  lead: string;
  /** the record: 'coding problem “Fibonacci”', 'payment of ₹30,625 from Asha Rao'; '' for none */
  subject: string;
  /** ' as refunded', ' to Mentor' (starts with its space) */
  tail: string;
};

function subjectOf(entry: Entry, style: Template['subject']): string {
  if (style === 'none') return '';
  const text = ACTIVITY_ENTITIES[entry.entity];
  const noun = activityNoun(entry.entity);
  const name = entry.entityName;
  if (style === 'name') return name ?? text?.unnamed ?? `a ${noun}`;
  if (!name) return noun;
  switch (text?.naming ?? 'quoted') {
    case 'plain':
      return `${noun} ${name}`;
    case 'of':
    case 'from':
    case 'on':
      return `${noun} ${text!.naming} ${name}`;
    default:
      return `${noun} “${name}”`;
  }
}

/** An entry's line in parts: lead, the record, and what follows it. */
export function describeActivity(entry: Entry): ActivityParts {
  const verb = entry.action.split('.').at(-1)!;
  const template = ACTIONS[entry.action] ?? VERBS[verb];
  const noun = activityNoun(entry.entity);
  if (!template) {
    // An action this map does not know yet still reads: "Test boundary on course".
    return {
      lead: `${capitalize(words(entry.action))} on`,
      subject: subjectOf(entry, undefined),
      tail: '',
    };
  }
  const lead =
    typeof template.lead === 'function' ? template.lead(entry.changes, noun) : template.lead;
  return {
    lead,
    subject: subjectOf(entry, template.subject),
    tail: template.tail?.(entry.changes) ?? '',
  };
}

export function activityLine(entry: Entry): string {
  const { lead, subject, tail } = describeActivity(entry);
  return `${lead}${subject ? ` ${subject}` : ''}${tail}`;
}

/** The action filter's label: 'coding.create' → 'Created coding problem'. */
export function activityActionLabel(action: string): string {
  return activityLine({
    action,
    entity: activityEntityOfAction(action),
    entityName: null,
    changes: {},
  });
}
