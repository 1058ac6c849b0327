import { inArray } from 'drizzle-orm';

import {
  istToday,
  toPaise,
  ZCourseMetaData,
  type CourseDifficulty,
  type CourseMetaData,
  type CourseState,
  type CourseType,
  type DiscountType,
} from '@app/shared';

import { storedLesson } from '../../core/lessons.ts';
import type { Db } from '../../db/client.ts';
import { batches, courseAnnouncements, courseModules, courses } from '../../db/schema/index.ts';
import { accountsByPhone } from './accounts.ts';

type SeedBatch = {
  name: string;
  /** days from today (IST) to the start; negative = already running */
  startInDays: number;
  price: number;
  discount: number;
  discountType: DiscountType;
  priceTitle: string;
  seats: number;
};

type SeedCourse = {
  title: string;
  price: number;
  discountPercentage: number;
  type: CourseType;
  weeks: number;
  state: CourseState;
  discord: boolean;
  meta: Partial<CourseMetaData> & { difficulty: CourseDifficulty; category: string[] };
  modules: { title: string; description: string; lessons: [string, number][] }[];
  announcements: { title: string; body: string }[];
  batches: SeedBatch[];
};

const faqs = (extra: { question: string; answer: string }[] = []) => [
  ...extra,
  {
    question: 'Do I get a certificate?',
    answer: 'Yes. You receive a verifiable certificate once you submit every graded project.',
  },
  {
    question: 'What if I miss a live class?',
    answer: 'Every session is recorded and available in your classroom within a few hours.',
  },
  {
    question: 'How do I pay?',
    answer:
      'Online at checkout (cards, UPI or net banking), or by UPI or bank transfer that our team confirms. The fee is paid in one go; prices are shown before 18% GST, which checkout adds.',
  },
];

const COURSES: SeedCourse[] = [
  {
    title: 'Full Stack Web Development',
    price: 34999,
    discountPercentage: 12.5,
    type: 'hybrid',
    weeks: 24,
    state: 'published',
    discord: true,
    meta: {
      certificate: true,
      thumbnail: '/demo/full-stack.svg',
      displayVideo: 'https://www.youtube.com/watch?v=nu_pCVPKzTk',
      description:
        'Go from HTML to deployed, production-grade web apps. You build a real product every month — a portfolio site, a REST API, a realtime chat app and a full e-commerce store — with code reviews from working engineers.',
      requirements: [
        'A laptop with 8 GB RAM',
        'Comfort with basic computer use',
        'About 12 hours a week',
      ],
      outcomes: [
        'Build responsive interfaces with React and Tailwind CSS',
        'Design REST APIs with Node.js, Express and PostgreSQL',
        'Deploy and monitor apps on the cloud',
        'Crack front-end and back-end interview rounds',
      ],
      content: [
        {
          title: 'Foundations',
          content: ['HTML5 and semantic markup', 'Modern CSS and Flexbox', 'JavaScript essentials'],
        },
        { title: 'Front end', content: ['React and hooks', 'State management', 'Testing UI'] },
        {
          title: 'Back end',
          content: ['Node.js and Express', 'SQL and PostgreSQL', 'Auth and security'],
        },
        { title: 'Shipping', content: ['Docker basics', 'CI/CD', 'Capstone project'] },
      ],
      techStack: [
        'HTML',
        'CSS',
        'JavaScript',
        'TypeScript',
        'React',
        'Node.js',
        'PostgreSQL',
        'Docker',
      ],
      features: [
        'Live classes 3 days a week',
        '1:1 mentor sessions',
        'Placement assistance',
        'Lifetime recording access',
      ],
      faqs: faqs([
        {
          question: 'Is this course suitable for beginners?',
          answer: 'Yes. We start from the very basics; no prior coding is needed.',
        },
      ]),
      category: ['Web Development'],
      difficulty: 'Beginner',
      displayTags: ['Bestseller', 'Placement support'],
    },
    modules: [
      {
        title: 'Web foundations',
        description: 'How the web works and the building blocks of every page.',
        lessons: [
          ['How the web works', 35],
          ['Semantic HTML', 50],
          ['CSS layout with Flexbox and Grid', 70],
        ],
      },
      {
        title: 'JavaScript in depth',
        description: 'The language behind every interactive site.',
        lessons: [
          ['Values, functions and scope', 60],
          ['Async JavaScript and fetch', 65],
          ['DOM projects', 80],
        ],
      },
      {
        title: 'React',
        description: 'Component-driven user interfaces.',
        lessons: [
          ['Components and props', 55],
          ['Hooks and state', 70],
          ['Routing and data fetching', 75],
        ],
      },
      {
        title: 'Node.js and databases',
        description: 'APIs, SQL and authentication.',
        lessons: [
          ['Express fundamentals', 60],
          ['PostgreSQL and SQL', 75],
          ['Sessions, JWT and security', 70],
        ],
      },
    ],
    announcements: [
      {
        title: 'Orientation this Saturday',
        body: 'Join the orientation call at 11:00 AM IST this Saturday. The link is in your Discord #announcements channel.',
      },
      {
        title: 'New capstone ideas published',
        body: 'We have added five new capstone briefs in the classroom, including a clinic booking app and a food delivery dashboard.',
      },
    ],
    batches: [
      {
        name: 'FSWD Weekend Batch',
        startInDays: -21,
        price: 34999,
        discount: 12.5,
        discountType: 'percent',
        priceTitle: 'Early bird',
        seats: 60,
      },
      {
        name: 'FSWD Weekday Evening Batch',
        startInDays: 14,
        price: 34999,
        discount: 5000,
        discountType: 'flat',
        priceTitle: 'Launch offer',
        seats: 50,
      },
      {
        name: 'FSWD Morning Batch',
        startInDays: 42,
        price: 36999,
        discount: 10,
        discountType: 'percent',
        priceTitle: 'Regular',
        seats: 40,
      },
    ],
  },
  {
    title: 'DSA in C++ and Java',
    price: 19999,
    discountPercentage: 20,
    type: 'online',
    weeks: 16,
    state: 'published',
    discord: true,
    meta: {
      certificate: true,
      thumbnail: '/demo/dsa.svg',
      displayVideo: '',
      description:
        'Master data structures and algorithms in C++ or Java with 400+ curated problems, weekly contests and mock interviews modelled on product-company rounds.',
      requirements: ['Basic programming in any language', 'A laptop with a C++ or Java compiler'],
      outcomes: [
        'Solve medium and hard interview problems with confidence',
        'Analyse time and space complexity',
        'Write clean, testable solutions under time pressure',
      ],
      content: [
        { title: 'Basics', content: ['Complexity analysis', 'Arrays and strings', 'Recursion'] },
        {
          title: 'Core structures',
          content: ['Linked lists', 'Stacks and queues', 'Trees and heaps'],
        },
        { title: 'Advanced', content: ['Graphs', 'Dynamic programming', 'Greedy algorithms'] },
      ],
      techStack: ['C++', 'Java', 'STL', 'Collections'],
      features: ['Weekly coding contests', 'Mock interviews', 'Doubt support on Discord'],
      faqs: faqs([
        {
          question: 'Can I choose between C++ and Java?',
          answer: 'Yes. Every lecture shows both, and you can switch at any time.',
        },
      ]),
      category: ['Programming', 'Interview Preparation'],
      difficulty: 'Intermediate',
      displayTags: ['Interview ready'],
    },
    modules: [
      {
        title: 'Complexity and arrays',
        description: 'Reasoning about cost, and the most common interview structure.',
        lessons: [
          ['Big-O in practice', 45],
          ['Two pointers', 60],
          ['Sliding window', 60],
        ],
      },
      {
        title: 'Trees and graphs',
        description: 'Hierarchies and networks.',
        lessons: [
          ['Binary trees', 70],
          ['BFS and DFS', 75],
          ['Shortest paths', 80],
        ],
      },
      {
        title: 'Dynamic programming',
        description: 'From recursion to tabulation.',
        lessons: [
          ['Memoisation', 60],
          ['Classic 1-D DP', 70],
          ['DP on grids and strings', 80],
        ],
      },
    ],
    announcements: [
      {
        title: 'Contest every Sunday',
        body: 'The weekly contest runs every Sunday from 8:00 PM to 9:30 PM IST. Top 3 get a 1:1 review.',
      },
    ],
    batches: [
      {
        name: 'DSA Sprint — C++',
        startInDays: -10,
        price: 19999,
        discount: 20,
        discountType: 'percent',
        priceTitle: 'Early bird',
        seats: 80,
      },
      {
        name: 'DSA Sprint — Java',
        startInDays: 21,
        price: 19999,
        discount: 3000,
        discountType: 'flat',
        priceTitle: 'Launch offer',
        seats: 80,
      },
    ],
  },
  {
    title: 'Python for Data Analysis',
    price: 24999,
    discountPercentage: 15,
    type: 'online',
    weeks: 12,
    state: 'published',
    discord: false,
    meta: {
      certificate: true,
      thumbnail: '/demo/python-data.svg',
      displayVideo: '',
      description:
        'Learn Python, pandas and SQL to clean, analyse and visualise real business data. Finish with a portfolio of dashboards built on Indian retail and fintech datasets.',
      requirements: ['No coding experience needed', 'Comfort with spreadsheets helps'],
      outcomes: [
        'Clean and reshape messy data with pandas',
        'Query databases with SQL',
        'Tell stories with charts and dashboards',
      ],
      content: [
        { title: 'Python', content: ['Syntax and data types', 'Functions', 'Working with files'] },
        { title: 'Analysis', content: ['NumPy', 'pandas', 'SQL for analysts'] },
        { title: 'Visualisation', content: ['Matplotlib and Seaborn', 'Dashboards', 'Capstone'] },
      ],
      techStack: ['Python', 'pandas', 'NumPy', 'SQL', 'Matplotlib', 'Jupyter'],
      features: ['Real datasets', 'Weekly assignments with feedback', 'Career guidance'],
      faqs: faqs(),
      category: ['Data Science'],
      difficulty: 'Beginner',
      language: 'Hindi',
      displayTags: ['New'],
    },
    modules: [
      {
        title: 'Python basics',
        description: 'Just enough Python to be productive.',
        lessons: [
          ['Setting up Jupyter', 30],
          ['Lists, dicts and loops', 60],
          ['Functions and modules', 55],
        ],
      },
      {
        title: 'pandas',
        description: 'Tabular data, the analyst way.',
        lessons: [
          ['DataFrames', 60],
          ['Grouping and joining', 70],
          ['Time series', 65],
        ],
      },
    ],
    announcements: [
      {
        title: 'Dataset pack updated',
        body: 'The UPI transactions dataset in module 2 has been refreshed with 2025 data.',
      },
    ],
    batches: [
      {
        name: 'Data Analysis — Hindi Batch',
        startInDays: 10,
        price: 24999,
        discount: 15,
        discountType: 'percent',
        priceTitle: 'Early bird',
        seats: 70,
      },
      {
        name: 'Data Analysis — Weekend Batch',
        startInDays: 35,
        price: 24999,
        discount: 2500,
        discountType: 'flat',
        priceTitle: 'Regular',
        seats: 60,
      },
    ],
  },
  {
    title: 'React Native Mobile Development',
    price: 29999,
    discountPercentage: 10,
    type: 'online',
    weeks: 14,
    state: 'published',
    discord: true,
    meta: {
      certificate: true,
      thumbnail: '/demo/react-native.svg',
      displayVideo: '',
      description:
        'Build and publish cross-platform Android and iOS apps with React Native and Expo: navigation, offline storage, push notifications and payments.',
      requirements: ['Working knowledge of JavaScript and React', 'An Android phone or emulator'],
      outcomes: [
        'Ship an app to the Play Store',
        'Handle offline data and sync',
        'Integrate payments and notifications',
      ],
      content: [
        { title: 'Basics', content: ['Expo setup', 'Core components', 'Styling'] },
        { title: 'App architecture', content: ['Navigation', 'State and storage', 'APIs'] },
        { title: 'Release', content: ['Push notifications', 'Payments', 'Publishing'] },
      ],
      techStack: ['React Native', 'Expo', 'TypeScript', 'Firebase'],
      features: ['Publish a real app', 'Code reviews', 'Discord community'],
      faqs: faqs(),
      category: ['Mobile Development'],
      difficulty: 'Intermediate',
      displayTags: ['Project based'],
    },
    modules: [
      {
        title: 'Getting started',
        description: 'Your first screen on a real device.',
        lessons: [
          ['Expo and the dev client', 40],
          ['Layouts with Flexbox', 55],
        ],
      },
      {
        title: 'Navigation and data',
        description: 'Multi-screen apps with real data.',
        lessons: [
          ['Stack and tab navigation', 60],
          ['Offline storage', 60],
          ['Calling APIs', 50],
        ],
      },
      {
        title: 'Shipping',
        description: 'From build to store listing.',
        lessons: [
          ['Push notifications', 55],
          ['Play Store release', 45],
        ],
      },
    ],
    announcements: [
      {
        title: 'Guest session with a Play Store reviewer',
        body: 'On the 3rd week we host a live Q&A on getting apps approved quickly.',
      },
    ],
    batches: [
      {
        name: 'React Native — Evening Batch',
        startInDays: 18,
        price: 29999,
        discount: 10,
        discountType: 'percent',
        priceTitle: 'Early bird',
        seats: 45,
      },
      {
        name: 'React Native — Weekend Batch',
        startInDays: 45,
        price: 29999,
        discount: 4000,
        discountType: 'flat',
        priceTitle: 'Launch offer',
        seats: 45,
      },
    ],
  },
  {
    title: 'System Design for Engineers',
    price: 27999,
    discountPercentage: 0,
    type: 'online',
    weeks: 8,
    state: 'published',
    discord: true,
    meta: {
      certificate: false,
      thumbnail: '/demo/system-design.svg',
      displayVideo: '',
      description:
        'Design systems that scale: caching, queues, sharding, consistency and the trade-offs interviewers probe. Taught by engineers who run large Indian consumer platforms.',
      requirements: [
        'Two or more years of backend experience',
        'Familiarity with one backend language',
      ],
      outcomes: [
        'Structure a 45-minute design interview',
        'Pick storage, caching and messaging with reasons',
        'Estimate capacity and cost',
      ],
      content: [
        { title: 'Building blocks', content: ['Load balancers', 'Caches', 'Queues'] },
        { title: 'Data', content: ['Replication', 'Sharding', 'Consistency models'] },
        { title: 'Case studies', content: ['URL shortener', 'Payments ledger', 'Chat at scale'] },
      ],
      techStack: ['Redis', 'Kafka', 'PostgreSQL', 'Kubernetes'],
      features: ['Live design reviews', 'Mock interviews with seniors'],
      faqs: faqs(),
      category: ['Software Architecture', 'Interview Preparation'],
      difficulty: 'Advanced',
      displayTags: ['For working professionals'],
    },
    modules: [
      {
        title: 'Foundations',
        description: 'Vocabulary and estimation.',
        lessons: [
          ['Back-of-the-envelope maths', 50],
          ['Latency numbers', 40],
        ],
      },
      {
        title: 'Case studies',
        description: 'End-to-end designs.',
        lessons: [
          ['Design a URL shortener', 75],
          ['Design a payments ledger', 90],
          ['Design WhatsApp', 90],
        ],
      },
    ],
    announcements: [
      {
        title: 'Reading list posted',
        body: 'The pre-reading list (three short papers and two blog posts) is now pinned in the classroom.',
      },
    ],
    batches: [
      {
        name: 'System Design — Cohort 4',
        startInDays: -7,
        price: 27999,
        discount: 0,
        discountType: 'percent',
        priceTitle: 'Regular',
        seats: 40,
      },
      {
        name: 'System Design — Cohort 5',
        startInDays: 28,
        price: 27999,
        discount: 15,
        discountType: 'percent',
        priceTitle: 'Early bird',
        seats: 40,
      },
    ],
  },
  {
    title: 'DevOps with AWS',
    price: 32999,
    discountPercentage: 18,
    type: 'offline',
    weeks: 16,
    state: 'published',
    discord: false,
    meta: {
      certificate: true,
      thumbnail: '/demo/devops-aws.svg',
      displayVideo: '',
      description:
        'Hands-on DevOps in our Bengaluru classroom: Linux, Git, Docker, Kubernetes, Terraform and CI/CD pipelines on AWS, with an AWS certification voucher for top performers.',
      requirements: ['Basic Linux command line', 'Ability to attend in Bengaluru on weekends'],
      outcomes: [
        'Automate infrastructure with Terraform',
        'Run containers on EKS',
        'Build CI/CD pipelines with GitHub Actions',
      ],
      content: [
        { title: 'Foundations', content: ['Linux', 'Networking', 'Git'] },
        { title: 'Containers', content: ['Docker', 'Kubernetes', 'Helm'] },
        { title: 'Cloud', content: ['AWS core services', 'Terraform', 'Monitoring'] },
      ],
      techStack: ['AWS', 'Docker', 'Kubernetes', 'Terraform', 'GitHub Actions', 'Linux'],
      features: ['In-person labs', 'AWS credits', 'Certification guidance'],
      faqs: faqs([
        {
          question: 'Where are the classes held?',
          answer: 'At our HSR Layout campus in Bengaluru, Saturdays and Sundays.',
        },
      ]),
      category: ['Cloud & DevOps'],
      difficulty: 'Intermediate',
      displayTags: ['Classroom'],
    },
    modules: [
      {
        title: 'Linux and Git',
        description: 'The daily tools of every DevOps engineer.',
        lessons: [
          ['Shell essentials', 60],
          ['Git workflows', 50],
        ],
      },
      {
        title: 'Containers',
        description: 'Packaging and running services.',
        lessons: [
          ['Docker images', 60],
          ['Kubernetes objects', 80],
        ],
      },
      {
        title: 'AWS and Terraform',
        description: 'Infrastructure as code.',
        lessons: [
          ['VPC, EC2 and IAM', 75],
          ['Terraform modules', 70],
        ],
      },
    ],
    announcements: [
      {
        title: 'Campus Wi-Fi upgrade',
        body: 'Labs now run on a dedicated 1 Gbps line. Bring your own laptop; loaners are available at the desk.',
      },
      {
        title: 'AWS credits issued',
        body: 'Every enrolled student has received 100 USD of AWS credits by e-mail.',
      },
    ],
    batches: [
      {
        name: 'DevOps — Bengaluru Weekend',
        startInDays: 7,
        price: 32999,
        discount: 18,
        discountType: 'percent',
        priceTitle: 'Early bird',
        seats: 30,
      },
      {
        name: 'DevOps — Bengaluru Weekday',
        startInDays: 30,
        price: 34999,
        discount: 6000,
        discountType: 'flat',
        priceTitle: 'Launch offer',
        seats: 30,
      },
    ],
  },
  {
    title: 'Generative AI for Developers',
    price: 39999,
    discountPercentage: 0,
    type: 'online',
    weeks: 10,
    state: 'draft',
    discord: true,
    meta: {
      certificate: true,
      description:
        'Build LLM-powered products: prompting, retrieval-augmented generation, evaluation and deployment. Draft — syllabus under review.',
      thumbnail: '/demo/gen-ai.svg',
      requirements: ['Python'],
      outcomes: ['Ship a RAG application'],
      techStack: ['Python', 'LangChain', 'PostgreSQL'],
      category: ['AI & Machine Learning'],
      difficulty: 'Advanced',
    },
    modules: [],
    announcements: [],
    batches: [],
  },
];

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Six published demo courses (metaData, modules with lessons, announcements, 2–3 batches each
 * with dates around today) and one draft. Idempotent: a course whose title exists is skipped.
 */
export async function seedDemoCourses(db: Db): Promise<void> {
  const existing = await db
    .select({ title: courses.title })
    .from(courses)
    .where(
      inArray(
        courses.title,
        COURSES.map((c) => c.title),
      ),
    );
  const have = new Set(existing.map((r) => r.title));
  const byPhone = await accountsByPhone(db, ['9000000002', '9000000003', '9000000007']);
  const instructors = ['9000000003', '9000000002'].flatMap((p) => byPhone.get(p) ?? []);
  const mentors = ['9000000007'].flatMap((p) => byPhone.get(p) ?? []);
  const today = istToday();

  for (const [index, c] of COURSES.entries()) {
    if (have.has(c.title)) continue;
    await db.transaction(async (tx) => {
      const { language, difficulty, category, ...meta } = ZCourseMetaData.parse(c.meta);
      // Spread creation times so "newest first" shows the list in the order above.
      const createdAt = new Date(Date.now() - (COURSES.length - index) * 60_000);
      const [course] = await tx
        .insert(courses)
        .values({
          title: c.title,
          price: c.price,
          discountBasisPoints: toPaise(c.discountPercentage),
          type: c.type,
          durationWeeks: c.weeks,
          state: c.state,
          instructorIds: index % 2 === 0 ? instructors : instructors.slice(0, 1),
          discordAccess: c.discord,
          language,
          difficulty,
          category,
          meta,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      const courseId = course!.id;
      if (c.modules.length) {
        await tx.insert(courseModules).values(
          c.modules.map((m, position) => ({
            courseId,
            position,
            title: m.title,
            description: m.description,
            lessons: m.lessons.map(([title, minutes], i) =>
              storedLesson({
                title,
                durationMinutes: minutes,
                isPreview: position === 0 && i === 0,
              }),
            ),
          })),
        );
      }
      if (c.announcements.length) {
        await tx.insert(courseAnnouncements).values(
          c.announcements.map((a, i) => ({
            courseId,
            title: a.title,
            body: a.body,
            createdBy: instructors[0] ?? null,
            createdAt: new Date(Date.now() - (i + 1) * 86_400_000),
          })),
        );
      }
      if (c.batches.length) {
        await tx.insert(batches).values(
          c.batches.map((b, i) => {
            const startDate = addDays(today, b.startInDays);
            return {
              courseId,
              name: b.name,
              startDate,
              endDate: addDays(startDate, c.weeks * 7),
              enrollmentEndDate: addDays(startDate, -2),
              price: b.price,
              discountX100: toPaise(b.discount),
              discountType: b.discountType,
              priceTitle: b.priceTitle,
              seats: b.seats,
              mentorIds: mentors,
              createdAt: new Date(createdAt.getTime() + (i + 1) * 1_000),
            };
          }),
        );
      }
    });
  }
}
