import type { z } from 'zod';

import {
  plural,
  ZCourseData,
  ZCourseListData,
  ZHomeData,
  ZKodexOverviewData,
  ZKodrCohortData,
  ZPublicWebinarData,
  ZPublicWebinarListData,
  ZSitePageData,
  type Course,
  type KodexContest,
  type PublicWebinar,
} from '@app/shared';

/**
 * What a public page's <head> says before any script runs: its title, description, canonical
 * path, share image and structured data (schema.org JSON-LD). Built from the same public API
 * answers the page itself reads, so a staff edit shows on the next request.
 */
export type PageHead = {
  title: string;
  description: string;
  /** canonical path, no query */
  path: string;
  /** absolute URL or a path on this site */
  image?: string | null;
  ogType?: 'website' | 'article';
  jsonLd?: Record<string, unknown>[];
  /** student and staff areas: kept out of search results */
  noindex?: boolean;
  /** 404 when the record the path names does not exist */
  status?: number;
  /** one of the public pages above (rendered on the server too), not the generic head */
  isPublicPage?: boolean;
};

/** Reads a public API answer's data (GET under /api/v1), or null when it is not a 200. */
export type ReadPublic = <S extends z.ZodType>(
  apiPath: string,
  schema: S,
) => Promise<z.infer<S> | null>;

export const SITE_NAME = 'KodeSchool';
export const DEFAULT_DESCRIPTION =
  'KodeSchool is a coding school for India: live, mentor-led courses, the Kodr bootcamp, Whizz quizzes and Kodex contests that get you job-ready.';

/** Paths that are never search results (robots.txt and a noindex meta). */
export const PRIVATE_PATHS = ['/admin', '/auth', '/classroom', '/profile', '/checkout', '/whizz/'];

const titled = (title: string) => `${title} | ${SITE_NAME}`;

/** Plain text for a meta description: Markdown marks and runs of space out, ~160 characters. */
export function summary(text: string, max = 160): string {
  const plain = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

const organization = (origin: string) => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: `${origin}/`,
  logo: `${origin}/favicon.svg`,
});

function faqPage(items: { question: string; answer: string }[]) {
  if (items.length === 0) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: items.map((f) => ({
        '@type': 'Question',
        name: f.question,
        acceptedAnswer: { '@type': 'Answer', text: f.answer },
      })),
    },
  ];
}

function courseLd(course: Course, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: summary(course.metaData.description || course.title, 500),
    url: `${origin}/courses/${course._id}`,
    ...(course.metaData.thumbnail ? { image: absolute(course.metaData.thumbnail, origin) } : {}),
    inLanguage: course.metaData.language,
    educationalLevel: course.metaData.difficulty,
    provider: organization(origin),
    offers: {
      '@type': 'Offer',
      category: course.finalPrice > 0 ? 'Paid' : 'Free',
      price: Math.round(course.finalPrice),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: `P${course.duration_weeks}W`,
      ...(course.instructors[0]
        ? { instructor: { '@type': 'Person', name: course.instructors[0].name } }
        : {}),
    },
  };
}

function eventLd(
  e: {
    name: string;
    description: string;
    start: string;
    end: string;
    path: string;
    image?: string | null;
  },
  origin: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.name,
    description: summary(e.description || e.name, 500),
    startDate: e.start,
    endDate: e.end,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: `${origin}${e.path}` },
    ...(e.image ? { image: absolute(e.image, origin) } : {}),
    organizer: organization(origin),
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: `${origin}${e.path}`,
    },
  };
}

export function absolute(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

const webinarEvent = (w: PublicWebinar, origin: string) =>
  eventLd(
    {
      name: w.title,
      description: w.description,
      start: w.startTime,
      end: w.endTime,
      path: `/webinars/${w.webinarCode}`,
      image: w.coverImage,
    },
    origin,
  );

const contestEvent = (c: KodexContest, origin: string) =>
  eventLd(
    {
      name: c.title,
      description: c.tagline || c.description,
      start: c.startDate,
      end: c.endsAt,
      path: '/kodex',
    },
    origin,
  );

const itemList = (urls: string[]) => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: i + 1, url })),
});

type PageBuilder = (
  match: RegExpExecArray,
  read: ReadPublic,
  origin: string,
) => Promise<PageHead | null>;

const SITE_PAGES = ['privacy', 'terms', 'refunds', 'contact'];

/** The public pages, by path. A path none matches gets the default head. */
const PAGES: [RegExp, PageBuilder][] = [
  [
    /^\/$/,
    async (_m, read, origin) => {
      const data = await read('/home', ZHomeData);
      if (!data) return null;
      const { hero, faq } = data.home;
      return {
        title: titled(hero.title),
        description: summary(hero.subtitle),
        path: '/',
        jsonLd: [
          {
            '@context': 'https://schema.org',
            ...organization(origin),
            description: DEFAULT_DESCRIPTION,
          },
          ...faqPage(faq.items),
        ],
      };
    },
  ],
  [
    /^\/kodr$/,
    async (_m, read, origin) => {
      const cohort = (await read('/kodr/cohort', ZKodrCohortData))?.cohort;
      if (!cohort) return null;
      return {
        title: titled(cohort.title),
        description: summary(
          `${cohort.tagline} ${cohort.startDateText}. ${plural(cohort.seatsLeft, 'seat')} left.`,
        ),
        path: '/kodr',
        image: cohort.posterUrl || null,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Course',
            name: cohort.title,
            description: summary(cohort.tagline || cohort.title, 500),
            url: `${origin}/kodr`,
            provider: organization(origin),
            syllabusSections: cohort.syllabus.map((phase) => ({
              '@type': 'Syllabus',
              name: phase.title,
            })),
            offers: {
              '@type': 'Offer',
              category: 'Paid',
              price: cohort.fee,
              priceCurrency: 'INR',
              availability:
                cohort.seatsLeft > 0 && !cohort.hasStarted
                  ? 'https://schema.org/InStock'
                  : 'https://schema.org/SoldOut',
            },
            hasCourseInstance: {
              '@type': 'CourseInstance',
              courseMode: 'Online',
              ...(cohort.startDate ? { startDate: cohort.startDate } : {}),
            },
          },
        ],
      };
    },
  ],
  [
    /^\/courses$/,
    async (_m, read, origin) => {
      const courses = (await read('/courses', ZCourseListData))?.courses ?? [];
      return {
        title: titled('Courses'),
        description: summary(
          `Live, mentor-led coding courses from KodeSchool: ${courses.map((c) => c.title).join(', ')}.`,
        ),
        path: '/courses',
        jsonLd: courses.length ? [itemList(courses.map((c) => `${origin}/courses/${c._id}`))] : [],
      };
    },
  ],
  [
    /^\/courses\/([\w-]{1,100})$/,
    async (m, read, origin) => {
      const course = (await read(`/courses/${m[1]!}`, ZCourseData))?.course;
      if (!course) return notFound('Course not found', `/courses/${m[1]}`);
      return {
        title: titled(course.title),
        description: summary(course.metaData.description || course.title),
        path: `/courses/${course._id}`,
        image: course.metaData.thumbnail || null,
        ogType: 'article',
        jsonLd: [courseLd(course, origin), ...faqPage(course.metaData.faqs)],
      };
    },
  ],
  [
    /^\/webinars$/,
    async (_m, read, origin) => {
      const webinars = (await read('/webinars', ZPublicWebinarListData))?.webinars ?? [];
      return {
        title: titled('Live webinars'),
        description: summary(
          webinars.length
            ? `Free live webinars from KodeSchool: ${webinars.map((w) => w.title).join(', ')}.`
            : 'Free live webinars from KodeSchool mentors: register and get the join link by e-mail.',
        ),
        path: '/webinars',
        jsonLd: webinars.map((w) => webinarEvent(w, origin)),
      };
    },
  ],
  [
    /^\/webinars\/([\w-]{1,100})$/,
    async (m, read, origin) => {
      const webinar = (await read(`/webinars/${m[1]!}`, ZPublicWebinarData))?.webinar;
      if (!webinar) return notFound('Webinar not found', `/webinars/${m[1]}`);
      return {
        title: titled(`${webinar.title} · Live webinar`),
        description: summary(webinar.description || webinar.title),
        path: `/webinars/${webinar.webinarCode}`,
        image: webinar.coverImage,
        ogType: 'article',
        jsonLd: [webinarEvent(webinar, origin)],
      };
    },
  ],
  [
    /^\/kodex$/,
    async (_m, read, origin) => {
      const contest = (await read('/kodex', ZKodexOverviewData))?.contest;
      if (!contest) {
        return {
          title: titled('Kodex coding contest'),
          description: 'Kodex: timed coding contests from KodeSchool with a live ranking.',
          path: '/kodex',
        };
      }
      return {
        title: titled(`${contest.title} · Kodex`),
        description: summary(contest.tagline || contest.description),
        path: '/kodex',
        jsonLd: [contestEvent(contest, origin)],
      };
    },
  ],
  [
    new RegExp(`^/(${SITE_PAGES.join('|')})$`),
    async (m, read) => {
      const page = (await read(`/pages/${m[1]}`, ZSitePageData))?.page;
      if (!page) return null;
      return { title: titled(page.title), description: summary(page.body), path: `/${m[1]}` };
    },
  ],
];

function notFound(title: string, path: string): PageHead {
  return {
    title: titled(title),
    description: DEFAULT_DESCRIPTION,
    path,
    noindex: true,
    status: 404,
  };
}

/** The head of the page at `path` (no query), read through `read`. */
export async function pageHeadFor(
  path: string,
  read: ReadPublic,
  origin: string,
): Promise<PageHead> {
  const fallback: PageHead = {
    title: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    path,
    noindex: PRIVATE_PATHS.some(
      (p) => path === p.replace(/\/$/, '') || path.startsWith(p.endsWith('/') ? p : `${p}/`),
    ),
  };
  for (const [pattern, build] of PAGES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const head = await build(match, read, origin);
    return head ? { ...head, isPublicPage: true } : fallback;
  }
  return fallback;
}

/** The sitemap's pages: the public pages, every published course and upcoming webinar. */
export async function sitemapPaths(
  read: ReadPublic,
): Promise<{ path: string; lastmod?: string }[]> {
  const [courses, webinars, kodex] = await Promise.all([
    read('/courses', ZCourseListData),
    read('/webinars', ZPublicWebinarListData),
    read('/kodex', ZKodexOverviewData),
  ]);
  return [
    { path: '/' },
    { path: '/kodr' },
    { path: '/courses' },
    ...(courses?.courses ?? []).map((c) => ({ path: `/courses/${c._id}`, lastmod: c.updatedAt })),
    { path: '/webinars' },
    ...(webinars?.webinars ?? []).map((w) => ({ path: `/webinars/${w.webinarCode}` })),
    { path: '/kodex', ...(kodex?.contest ? { lastmod: kodex.contest.updatedAt } : {}) },
    ...SITE_PAGES.map((p) => ({ path: `/${p}` })),
  ];
}
