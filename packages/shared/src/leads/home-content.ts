import type { HomeContent } from './home.schema.ts';

/*
 * The home page's fixed parts, apart from its schema so the public pages' first load carries no
 * zod: the icons staff may pick, the messages and the content / shows until staff publish.
 */

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

export const HOME_MSG = {
  saved: 'Home page published',
  loadFailed: 'Failed to load home page',
  courseGone: 'This course no longer exists: remove it from the list',
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
  // Picked in Edit Home from the catalogue (the demo seed picks three); none until then.
  featuredCourses: { title: 'Popular programmes', courseIds: [] },
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
        question: 'How do I pay the fee?',
        answer:
          'Online at checkout (cards, UPI or net banking), or by UPI or bank transfer that our team confirms. The fee is paid in one go: prices are shown before 18% GST, and coupons and early-bird batch prices apply at checkout.',
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
