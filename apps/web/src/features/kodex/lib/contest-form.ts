import { isoToIstInput, istInputToIso, z, ZKodexContestBody, type KodexContest } from '@app/shared';

/** The contest editor's fields: times as ISO instants in India time, rules one per line. */
export type ContestFormValues = {
  whizzId: string;
  title: string;
  tagline: string;
  description: string;
  rulesText: string;
  prizes: { place: string; reward: string }[];
  registrationOpensAt: string;
  registrationClosesAt: string;
  isPublished: boolean;
};

/** An instant as the form keeps it: to the minute, with India time's +05:30 offset. */
const toFormInstant = (iso: string) => istInputToIso(isoToIstInput(iso));

export function contestFormDefaults(contest: KodexContest | null): ContestFormValues {
  if (!contest) {
    return {
      whizzId: '',
      title: '',
      tagline: '',
      description: '',
      rulesText: '',
      prizes: [
        { place: '1st place', reward: '' },
        { place: '2nd place', reward: '' },
        { place: '3rd place', reward: '' },
      ],
      registrationOpensAt: toFormInstant(new Date().toISOString()),
      registrationClosesAt: '',
      isPublished: true,
    };
  }
  return {
    whizzId: contest.whizzId,
    title: contest.title,
    tagline: contest.tagline,
    description: contest.description,
    rulesText: contest.rules.join('\n'),
    prizes: contest.prizes.map((p) => ({ ...p })),
    registrationOpensAt: toFormInstant(contest.registrationOpensAt),
    registrationClosesAt: toFormInstant(contest.registrationClosesAt),
    isPublished: contest.isPublished,
  };
}

export function toContestBody(values: ContestFormValues) {
  return {
    whizzId: values.whizzId,
    title: values.title,
    tagline: values.tagline,
    description: values.description,
    rules: values.rulesText
      .split('\n')
      .map((r) => r.trim())
      .filter(Boolean),
    prizes: values.prizes.filter((p) => p.place.trim() || p.reward.trim()),
    registrationOpensAt: values.registrationOpensAt,
    registrationClosesAt: values.registrationClosesAt,
    isPublished: values.isPublished,
  };
}

/** A body field's error path → the form field that shows it. */
export function formFieldOf(path: PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  if (head === 'rules') return 'rulesText';
  return [head, ...rest].join('.');
}

/**
 * The form checked with ZKodexContestBody, the schema the API checks again, after turning it into
 * the body (toContestBody); each message goes to the form field that shows it, the first one
 * per field.
 */
export const ZContestForm = z
  .object({
    whizzId: z.string(),
    title: z.string(),
    tagline: z.string(),
    description: z.string(),
    rulesText: z.string(),
    prizes: z.array(z.object({ place: z.string(), reward: z.string() })),
    registrationOpensAt: z.string(),
    registrationClosesAt: z.string(),
    isPublished: z.boolean(),
  })
  .transform((values, ctx) => {
    const issues: { field: string; message: string }[] = [];
    if (!values.whizzId) issues.push({ field: 'whizzId', message: 'Choose a whizz' });
    for (const key of ['registrationOpensAt', 'registrationClosesAt'] as const) {
      if (!values[key]) issues.push({ field: key, message: 'Choose a date and time' });
    }
    const parsed = ZKodexContestBody.safeParse(toContestBody(values));
    for (const issue of parsed.error?.issues ?? []) {
      issues.push({ field: formFieldOf(issue.path), message: issue.message });
    }
    const shown = new Set<string>();
    for (const { field, message } of issues) {
      if (shown.has(field)) continue;
      shown.add(field);
      ctx.addIssue({ code: 'custom', path: field.split('.'), message });
    }
    return parsed.success && issues.length === 0 ? parsed.data : z.NEVER;
  });
