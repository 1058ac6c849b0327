import { md, YOUTUBE, type CourseLessonContent } from './types.ts';

export const FULL_STACK: CourseLessonContent = {
  course: 'Full Stack Web Development',
  lessons: {
    'How the web works': {
      kind: 'article',
      body: md(`
## From URL to page

When you type \`https://example.com\` into a browser, a short chain of steps runs before anything is drawn:

1. **DNS** turns the host name into an IP address.
2. The browser opens a **TCP** connection and negotiates **TLS** (the padlock).
3. It sends an **HTTP request**: a method (\`GET\`, \`POST\`…), a path and headers.
4. The server answers with a **status code**, headers and a body, usually HTML.
5. The browser parses the HTML, fetches the CSS, JavaScript and images it links, and renders the page.

## See it yourself

\`curl\` shows the raw conversation. The \`-i\` flag prints the response headers too:

~~~bash
curl -i https://example.com
# HTTP/2 200
# content-type: text/html; charset=UTF-8
# ...
~~~

Open your browser's DevTools, switch to the **Network** tab and reload any site: every row is one request, with its status, size and timing.

## Status codes worth knowing

- \`200 OK\`, \`201 Created\` — success
- \`301\` / \`302\` — redirect elsewhere
- \`404 Not Found\`, \`401 Unauthorized\`, \`403 Forbidden\` — client errors
- \`500 Internal Server Error\` — the server failed

## Read more

- [How the web works (MDN)](https://developer.mozilla.org/en-US/docs/Learn/Getting_started_with_the_web/How_the_Web_works)
- [An overview of HTTP (MDN)](https://developer.mozilla.org/en-US/docs/Web/HTTP/Overview)
`),
    },
    'Semantic HTML': {
      kind: 'video',
      videoUrl: YOUTUBE.html,
      body: md(`
Watch the freeCodeCamp HTML course up to the forms section. While you watch, look for:

- the document skeleton: \`<!DOCTYPE html>\`, \`<head>\` and \`<body>\`;
- **semantic elements** — \`<header>\`, \`<nav>\`, \`<main>\`, \`<article>\`, \`<footer>\` — instead of a page of \`<div>\`s;
- headings in order (one \`<h1>\`, then \`<h2>\`…) and \`alt\` text on every image;
- labels tied to inputs with \`for\`/\`id\`.

Afterwards, mark up your portfolio's home page with these elements and check it with the [MDN HTML element reference](https://developer.mozilla.org/en-US/docs/Web/HTML/Element).
`),
      resources: [
        {
          title: 'MDN: HTML elements reference',
          url: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Element',
        },
        {
          title: 'MDN: Accessibility and semantic HTML',
          url: 'https://developer.mozilla.org/en-US/docs/Learn/Accessibility/HTML',
        },
      ],
    },
    'CSS layout with Flexbox and Grid': {
      kind: 'article',
      body: md(`
## Two layout tools, two jobs

- **Flexbox** lays items out in **one direction** — a row or a column. Use it for navbars, button groups and centring.
- **Grid** lays items out in **two directions** at once. Use it for page layouts and card galleries.

## Flexbox: a navbar

~~~css
.navbar {
  display: flex;
  justify-content: space-between; /* main axis */
  align-items: center; /* cross axis */
  gap: 1rem;
}
~~~

\`justify-content\` works along the main axis, \`align-items\` across it. Switch the axis with \`flex-direction: column\`.

## Grid: a responsive card gallery

~~~css
.cards {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 1.5rem;
}
~~~

This single rule gives one column on a phone and four on a wide screen — no media query needed. \`minmax(240px, 1fr)\` says "never narrower than 240px, otherwise share the space".

## Exercise

1. Build a header with the logo on the left and links on the right (Flexbox).
2. Below it, show six project cards in a grid that wraps as the window narrows.
3. Open DevTools: the **flex** and **grid** badges draw the lines for you.

## Read more

- [MDN: Flexbox](https://developer.mozilla.org/en-US/docs/Learn/CSS/CSS_layout/Flexbox)
- [MDN: Grids](https://developer.mozilla.org/en-US/docs/Learn/CSS/CSS_layout/Grids)
- [CSS-Tricks: A complete guide to Flexbox](https://css-tricks.com/snippets/css/a-guide-to-flexbox/)
`),
    },
    'Values, functions and scope': {
      kind: 'practice',
      problem: 'sum-of-two',
      body: md(`
## Values and types

JavaScript has a handful of primitive types — \`number\`, \`string\`, \`boolean\`, \`null\`, \`undefined\`, \`bigint\`, \`symbol\` — and objects for everything else. Declare with \`const\` by default and \`let\` when a variable must change; avoid \`var\`.

## Functions

A function takes inputs (parameters) and returns a value. Both forms below are equivalent:

~~~js
function sum(a, b) {
  return a + b;
}

const sumArrow = (a, b) => a + b;

console.log(sum(2, 3)); // 5
~~~

## Scope and closures

A variable lives in the **block** (\`{ … }\`) where it is declared. An inner function can still read the variables of the function that created it, even after that function returned — a **closure**:

~~~js
function counter() {
  let count = 0;
  return () => ++count;
}
const next = counter();
next(); // 1
next(); // 2
~~~

## Practice

Solve **Sum of two numbers** with the judge: write a function that returns \`a + b\`. Run the sample tests first, then submit.

- Read the input format carefully: both numbers are on one line.
- Return the value; the driver prints it.

## Read more

- [MDN: Functions](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Functions)
- [MDN: Closures](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Closures)
`),
    },
    'Async JavaScript and fetch': {
      kind: 'article',
      body: md(`
## Why async?

JavaScript runs on a single thread. Network calls take time, so instead of waiting, the browser hands you a **Promise** — a value that will arrive later — and keeps the page responsive.

## async / await

\`await\` pauses an \`async\` function until the promise settles, so asynchronous code reads top to bottom:

~~~js
async function loadUser(id) {
  const res = await fetch(\`https://jsonplaceholder.typicode.com/users/\${id}\`);
  if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
  return res.json();
}

loadUser(1)
  .then((user) => console.log(user.name))
  .catch((err) => console.error('Could not load the user', err));
~~~

## Things that trip people up

- \`fetch\` only rejects on network failure. A \`404\` or \`500\` still resolves — always check \`res.ok\`.
- \`res.json()\` returns a promise too; await it.
- Run independent requests together with \`Promise.all([...])\` instead of one after another.
- Wrap awaits in \`try { … } catch { … }\` to show the user a friendly error.

## Exercise

Fetch the list of posts from JSONPlaceholder, show the first ten titles in a list, and show a loading message while the request is running.

## Read more

- [MDN: Using Fetch](https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API/Using_Fetch)
- [MDN: async function](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Statements/async_function)
`),
    },
    'DOM projects': {
      kind: 'article',
      body: md(`
## The DOM in three moves

Every interactive page does the same three things:

1. **Select** an element — \`document.querySelector('#todo-form')\`.
2. **Listen** for an event — \`form.addEventListener('submit', …)\`.
3. **Update** the page — create, change or remove elements.

## Project: a to-do list

~~~js
const form = document.querySelector('#todo-form');
const input = document.querySelector('#todo-input');
const list = document.querySelector('#todo-list');

form.addEventListener('submit', (event) => {
  event.preventDefault(); // stay on the page
  const text = input.value.trim();
  if (!text) return;
  const item = document.createElement('li');
  item.textContent = text; // textContent, not innerHTML: no injected HTML
  item.addEventListener('click', () => item.classList.toggle('done'));
  list.append(item);
  input.value = '';
});
~~~

## Build three small projects

- **To-do list** — the code above, then save the items in \`localStorage\` so they survive a reload.
- **Tip calculator** — update the total on every \`input\` event.
- **Image gallery** — click a thumbnail to show it large; close with the Escape key.

## Tips

- Prefer \`textContent\` for user text; \`innerHTML\` can run injected scripts.
- Use **event delegation**: one listener on the list instead of one per item.

## Read more

- [MDN: Introduction to the DOM](https://developer.mozilla.org/en-US/docs/Web/API/Document_Object_Model/Introduction)
- [MDN: Event reference](https://developer.mozilla.org/en-US/docs/Web/Events)
`),
    },
    'Components and props': {
      kind: 'video',
      videoUrl: YOUTUBE.react,
      body: md(`
Watch the first part of the freeCodeCamp React course (up to state). Look for:

- a **component** is a function that returns JSX; its name starts with a capital letter;
- **props** pass data from parent to child and are read-only;
- rendering lists with \`map\` and a stable \`key\`;
- splitting a page into small components you can reuse.

Then rebuild your portfolio's project cards as a \`<ProjectCard title="…" />\` component rendered from an array.
`),
      resources: [
        {
          title: 'React: Your first component',
          url: 'https://react.dev/learn/your-first-component',
        },
        {
          title: 'React: Passing props to a component',
          url: 'https://react.dev/learn/passing-props-to-a-component',
        },
      ],
    },
    'Hooks and state': {
      kind: 'article',
      body: md(`
## State is a component's memory

Props come from outside; **state** belongs to the component and changes over time. When state changes, React renders the component again.

## useState

~~~jsx
import { useState } from 'react';

export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button onClick={() => setCount((c) => c + 1)}>
      Clicked {count} times
    </button>
  );
}
~~~

Pass a function to the setter (\`c => c + 1\`) when the new value depends on the old one.

## useEffect

Effects synchronise a component with something outside React — a timer, a subscription, the document title:

~~~jsx
useEffect(() => {
  document.title = \`\${count} clicks\`;
}, [count]); // runs again only when count changes
~~~

## Rules of hooks

- Call hooks at the **top level** of a component, never inside loops or conditions.
- Never mutate state directly: copy arrays and objects (\`[...items, newItem]\`).
- Keep the dependency array honest; the ESLint plugin checks it for you.
- Derive values during render instead of storing them in extra state.

## Read more

- [React: useState](https://react.dev/reference/react/useState)
- [React: useEffect](https://react.dev/reference/react/useEffect)
- [React: Rules of Hooks](https://react.dev/reference/rules/rules-of-hooks)
`),
    },
    'Routing and data fetching': {
      kind: 'resources',
      body: md(`
Routing maps URLs to screens; data fetching loads what each screen shows. Read these in order, then add a \`/projects/:id\` page to your portfolio that loads one project.
`),
      resources: [
        {
          title: 'React Router: tutorial',
          url: 'https://reactrouter.com/start/declarative/installation',
        },
        {
          title: 'React: Synchronizing with effects (fetching data)',
          url: 'https://react.dev/learn/synchronizing-with-effects',
        },
        {
          title: 'TanStack Query: overview',
          url: 'https://tanstack.com/query/latest/docs/framework/react/overview',
        },
      ],
    },
    'Express fundamentals': {
      kind: 'video',
      videoUrl: YOUTUBE.node,
      body: md(`
Watch the Node.js and Express sections of this freeCodeCamp course. Watch for:

- the request/response cycle and **routes** (\`app.get('/api/tasks', …)\`);
- **middleware** such as \`express.json()\` and how \`next()\` passes control on;
- route parameters (\`req.params\`) and query strings (\`req.query\`);
- sending the right status codes (\`201\` on create, \`404\` when missing).

Then build a small tasks API with GET, POST and DELETE and try it with \`curl\`.
`),
      resources: [
        { title: 'Express: Routing guide', url: 'https://expressjs.com/en/guide/routing.html' },
        { title: 'Node.js: Learn', url: 'https://nodejs.org/en/learn' },
      ],
    },
    'PostgreSQL and SQL': {
      kind: 'article',
      body: md(`
## Tables, rows and keys

A relational database stores data in **tables**. Every row has a **primary key**; a **foreign key** points at a row of another table, so data is stored once and joined when needed.

~~~sql
CREATE TABLE users (
  id SERIAL PRIMARY KEY,
  email TEXT NOT NULL UNIQUE
);

CREATE TABLE orders (
  id SERIAL PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  total_paise INTEGER NOT NULL CHECK (total_paise >= 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
~~~

## The queries you will write every day

~~~sql
-- each user's order count and spend, biggest first
SELECT u.email, count(o.id) AS orders, coalesce(sum(o.total_paise), 0) AS spent
FROM users u
LEFT JOIN orders o ON o.user_id = u.id
GROUP BY u.email
ORDER BY spent DESC
LIMIT 10;
~~~

## Good habits

- Store money as integers (paise), never floats.
- Add an **index** on columns you filter or join by (\`CREATE INDEX ON orders (user_id)\`).
- Always use **parameterised queries** from Node (\`$1\`, \`$2\`) — never build SQL by string concatenation.
- Wrap related writes in a **transaction** (\`BEGIN … COMMIT\`).

## Read more

- [PostgreSQL tutorial](https://www.postgresql.org/docs/current/tutorial.html)
- [PostgreSQL: SELECT](https://www.postgresql.org/docs/current/sql-select.html)
`),
    },
    'Sessions, JWT and security': {
      kind: 'article',
      body: md(`
## Two ways to remember a user

- **Sessions**: the server stores the session and gives the browser a random id in a cookie. Easy to revoke.
- **JWT**: the server signs a token holding the user id; any server with the key can verify it without a lookup. Hard to revoke before it expires, so keep it short-lived.

For a typical web app, a session in an \`HttpOnly\` cookie is the simpler, safer default.

## Hash passwords, never store them

~~~js
import bcrypt from 'bcrypt';

const hash = await bcrypt.hash(password, 12); // on sign-up
const ok = await bcrypt.compare(attempt, hash); // on login

res.cookie('sid', sessionId, {
  httpOnly: true, // not readable from JavaScript
  secure: true, // https only
  sameSite: 'lax', // blocks most cross-site requests
});
~~~

## Checklist

1. Hash passwords with bcrypt, scrypt or Argon2.
2. Set cookies \`HttpOnly\`, \`Secure\` and \`SameSite\`.
3. Validate every input on the server; escape output.
4. Rate-limit the login route.
5. Check **authorisation** on every request: being logged in is not permission.

## Read more

- [OWASP: Session management cheat sheet](https://cheatsheetseries.owasp.org/cheatsheets/Session_Management_Cheat_Sheet.html)
- [OWASP: Password storage cheat sheet](https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html)
- [MDN: Using HTTP cookies](https://developer.mozilla.org/en-US/docs/Web/HTTP/Cookies)
`),
    },
  },
};
