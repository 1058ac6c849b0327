import { z } from 'zod';

/** Icons staff may pick for a highlight (names of lucide icons the web maps). */
export const HOME_ICONS = [
  'code',
  'users',
  'rocket',
  'briefcase',
  'trophy',
  'brain',
  'clock',
  'shield',
  'laptop',
  'message',
] as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max).default('');
/** A site path (/kodr) or an https:// link. */
const link = z
  .string({ error: 'Link is required' })
  .trim()
  .min(1, 'Link is required')
  .max(500)
  .regex(
    /^(\/[^\s]*|https:\/\/[^\s]+|#[\w-]+)$/,
    'Link must be a site path like /kodr or an https:// address',
  );

const ZButton = z.strictObject({ label: text('Button label', 40), href: link });

export const ZHomeContent = z.strictObject({
  hero: z.strictObject({
    eyebrow: optionalText(80),
    title: text('Hero title', 120),
    subtitle: text('Hero subtitle', 400),
    primaryCta: ZButton,
    /** Opens the callback popup. */
    callbackLabel: text('Callback button label', 40),
    stats: z
      .array(z.strictObject({ value: text('Stat value', 20), label: text('Stat label', 60) }))
      .max(4),
  }),
  highlights: z.strictObject({
    title: text('Highlights title', 120),
    items: z
      .array(
        z.strictObject({
          icon: z.enum(HOME_ICONS),
          title: text('Highlight title', 80),
          text: text('Highlight text', 300),
        }),
      )
      .max(8),
  }),
  featuredCourses: z.strictObject({
    title: text('Courses title', 120),
    items: z
      .array(
        z.strictObject({
          title: text('Course title', 100),
          description: text('Course description', 300),
          level: optionalText(30),
          duration: optionalText(30),
          price: optionalText(30),
          tag: optionalText(30),
          href: link,
        }),
      )
      .max(6),
  }),
  testimonials: z.strictObject({
    title: text('Testimonials title', 120),
    items: z
      .array(
        z.strictObject({
          name: text('Name', 60),
          role: optionalText(80),
          quote: text('Quote', 500),
        }),
      )
      .max(9),
  }),
  faq: z.strictObject({
    title: text('FAQ title', 120),
    items: z
      .array(z.strictObject({ question: text('Question', 200), answer: text('Answer', 1000) }))
      .max(15),
  }),
  cta: z.strictObject({
    title: text('Call to action title', 120),
    text: text('Call to action text', 300),
    button: ZButton,
  }),
});
export type HomeContent = z.infer<typeof ZHomeContent>;
export type HomeContentInput = z.input<typeof ZHomeContent>;

export const ZHomeData = z.object({
  home: ZHomeContent,
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type HomeData = z.infer<typeof ZHomeData>;

export const HOME_MSG = {
  saved: 'Home page published',
  loadFailed: 'Failed to load home page',
} as const;

/** What / shows until staff publish their own (also the seed). */
export const DEFAULT_HOME_CONTENT: HomeContent = {
  hero: {
    eyebrow: 'Live cohorts · Bengaluru & online',
    title: 'Become a job-ready software engineer',
    subtitle:
      'Mentor-led courses, timed coding quizzes and contests, and a 100-day in-house bootcamp. Learn by writing real code every day, with people who ship software for a living.',
    primaryCta: { label: 'Explore the Kodr bootcamp', href: '/kodr' },
    callbackLabel: 'Request a callback',
    stats: [
      { value: '4,800+', label: 'learners trained' },
      { value: '100 days', label: 'in-house bootcamp' },
      { value: '4.8/5', label: 'average rating' },
    ],
  },
  highlights: {
    title: 'Why learners choose us',
    items: [
      {
        icon: 'code',
        title: 'Code from day one',
        text: 'Every class ends at a keyboard: exercises, judged problems and real projects, not slides.',
      },
      {
        icon: 'users',
        title: 'Mentors who answer',
        text: 'Small batches with mentors who review your code and unblock you the same day.',
      },
      {
        icon: 'trophy',
        title: 'Whizz and Kodex',
        text: 'Timed quizzes and coding contests with a live ranking keep you sharp and honest.',
      },
      {
        icon: 'briefcase',
        title: 'Career support',
        text: 'Resume reviews, mock interviews and referrals to hiring partners once you are ready.',
      },
    ],
  },
  featuredCourses: {
    title: 'Popular programmes',
    items: [
      {
        title: 'Kodr 3.0 Bootcamp',
        description:
          '100 days of in-house, full-time MERN + AI engineering with a capstone project.',
        level: 'Beginner to advanced',
        duration: '100 days',
        price: '₹82,599',
        tag: 'Admissions open',
        href: '/kodr',
      },
      {
        title: 'Full Stack Web Development',
        description:
          'HTML to deployed React and Node apps, at your pace with weekend live classes.',
        level: 'Beginner',
        duration: '24 weeks',
        price: '₹34,999',
        tag: 'Online',
        href: '/courses',
      },
      {
        title: 'Data Structures & Algorithms',
        description: 'Interview-grade problem solving in C++, Java or Python with weekly contests.',
        level: 'Intermediate',
        duration: '12 weeks',
        price: '₹14,999',
        tag: 'Online',
        href: '/courses',
      },
    ],
  },
  testimonials: {
    title: 'Learners who made the switch',
    items: [
      {
        name: 'Priya Nair',
        role: 'Frontend Engineer, fintech startup',
        quote:
          'The daily coding hours and the mentors made the difference. I shipped three projects before my first interview.',
      },
      {
        name: 'Rohit Verma',
        role: 'SDE-1, product company',
        quote:
          'Kodex contests pushed me to practise every week. My DSA rounds felt easy after that.',
      },
      {
        name: 'Sneha Kulkarni',
        role: 'Full Stack Developer',
        quote:
          'I came from a mechanical background. The bootcamp structure and project reviews got me hired in five months.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'Do I need a computer science degree?',
        answer:
          'No. Our beginner tracks start from the basics; you need a laptop and the will to code every day.',
      },
      {
        question: 'How do I sign in?',
        answer:
          'With your Indian mobile number and a one-time password. Learners outside India can ask support to verify them by hand.',
      },
      {
        question: 'Can I pay in instalments?',
        answer:
          'Yes, most programmes support EMI through our payment partner, and coupons apply at checkout.',
      },
      {
        question: 'Will I get a certificate?',
        answer:
          'Yes, every course and webinar with certificates enabled issues one you can verify online.',
      },
    ],
  },
  cta: {
    title: 'Not sure which programme fits you?',
    text: 'Tell us a little about yourself and a counsellor will call you back within 24 hours.',
    button: { label: 'See the Kodr bootcamp', href: '/kodr' },
  },
};
