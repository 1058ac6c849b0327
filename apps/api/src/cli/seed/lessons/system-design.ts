import { md, YOUTUBE, type CourseLessonContent } from './types.ts';

export const SYSTEM_DESIGN: CourseLessonContent = {
  course: 'System Design for Engineers',
  lessons: {
    'Back-of-the-envelope maths': {
      kind: 'article',
      body: md(`
## Why estimate?

Numbers decide designs. One server or fifty? A single database or shards? In an interview, five minutes of estimation shows you design for the load you actually have.

## The numbers to remember

- A day has about **86,400 ≈ 10⁵ seconds**.
- 1 million requests a day ≈ **12 per second** on average; plan for a **peak of 2–10×**.
- 1 KB × 1 billion = **1 TB**.

## A worked example: a chat app

~~~python
daily_users = 50_000_000
messages_per_user = 40
avg_message_bytes = 200

writes_per_day = daily_users * messages_per_user           # 2 billion
writes_per_sec = writes_per_day / 86_400                   # ~23,000
peak_writes = writes_per_sec * 3                            # ~70,000
storage_per_year_tb = writes_per_day * avg_message_bytes * 365 / 1e12  # ~146 TB

print(round(writes_per_sec), round(peak_writes), round(storage_per_year_tb))
~~~

## What the numbers tell you

1. ~70k writes per second is beyond one relational primary: plan for **partitioning**.
2. ~150 TB a year needs a storage tier and a retention policy.
3. Reads are often 10× writes: a **cache** pays off.

## Habits

- Round aggressively; state your assumptions aloud.
- Separate average and peak.
- Check the result against reality: "does that match what a big chat app does?"

## Read more

- [System Design Primer: back-of-the-envelope calculations](https://github.com/donnemartin/system-design-primer#appendix)
- [Google SRE book: Handling overload](https://sre.google/sre-book/handling-overload/)
`),
    },
    'Latency numbers': {
      kind: 'resources',
      body: md(`
Memorise the orders of magnitude, not the exact values: memory is ~100 ns, an SSD read ~100 µs, a round trip inside a data centre ~0.5 ms, and Mumbai to US East ~200 ms. Every cache and every replica you add in this course is about moving work to a faster row of that table.
`),
      resources: [
        {
          title: 'Latency numbers every programmer should know',
          url: 'https://gist.github.com/jboner/2841832',
        },
        {
          title: 'The System Design Primer',
          url: 'https://github.com/donnemartin/system-design-primer',
        },
        {
          title: 'AWS Well-Architected: Performance efficiency',
          url: 'https://docs.aws.amazon.com/wellarchitected/latest/performance-efficiency-pillar/welcome.html',
        },
      ],
    },
    'Design a URL shortener': {
      kind: 'article',
      body: md(`
## Requirements first

- **Functional**: create a short link for a long URL; redirect short → long; optional expiry and custom aliases.
- **Non-functional**: redirects must be fast (p99 under 50 ms) and highly available; reads outnumber writes about 100 to 1.

## Generating the code

A 7-character base62 code gives 62⁷ ≈ 3.5 trillion links. Encode a unique numeric id rather than hashing the URL, so there are no collisions to handle:

~~~python
ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

def encode(n: int) -> str:
    code = ""
    while n:
        n, r = divmod(n, 62)
        code = ALPHABET[r] + code
    return code or "0"
~~~

Ids come from a database sequence or from ranges handed out to each app server, so servers never coordinate per request.

## Storage

~~~sql
CREATE TABLE links (
  code       VARCHAR(10) PRIMARY KEY,
  long_url   TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ
);
~~~

## The read path

1. Look up the code in **Redis**; on a miss read the database and fill the cache.
2. Answer \`301\` (cacheable by browsers) or \`302\` (every click reaches you — needed for analytics).
3. Send click events to a **queue**; count them asynchronously.

## Read more

- [Redis documentation](https://redis.io/docs/latest/)
- [MDN: HTTP redirections](https://developer.mozilla.org/en-US/docs/Web/HTTP/Redirections)
`),
    },
    'Design a payments ledger': {
      kind: 'video',
      videoUrl: YOUTUBE.sql,
      body: md(`
A ledger is a database design problem first. Watch the table design, keys, joins and transactions parts of this freeCodeCamp SQL course, and watch for:

- primary and foreign keys, and constraints that reject bad data;
- **transactions**: several writes that succeed or fail together;
- aggregate queries (\`SUM … GROUP BY\`) — a balance is a sum of entries.

In class we design a **double-entry** ledger: every transfer writes two rows that sum to zero, rows are never updated, and an idempotency key on each request stops a retried payment from being booked twice:

~~~sql
SELECT account_id, sum(amount_paise) AS balance
FROM ledger_entries
GROUP BY account_id;
~~~
`),
      resources: [
        {
          title: 'PostgreSQL: Transactions',
          url: 'https://www.postgresql.org/docs/current/tutorial-transactions.html',
        },
        {
          title: 'Stripe: Designing robust APIs with idempotency',
          url: 'https://stripe.com/blog/idempotency',
        },
      ],
    },
    'Design WhatsApp': {
      kind: 'article',
      body: md(`
## Scope it

One-to-one and group messages, delivery and read receipts, online presence and offline delivery. Media, calls and end-to-end encryption are separate deep dives.

## Components

- **Gateway**: long-lived WebSocket connections, tens of thousands per server. A registry (Redis) maps each user to the gateway holding their connection.
- **Message service**: assigns ids, stores messages and routes them.
- **Message store**: partitioned by conversation id, ordered by message id (Cassandra-style wide rows).
- **Push**: APNs/FCM for users who are offline.

## Sending a message

~~~python
def send(sender, conversation_id, text):
    msg = store.append(conversation_id, sender, text)   # durable first
    ack(sender, msg.id, status="sent")
    for member in members(conversation_id):
        if member == sender:
            continue
        gateway = registry.get(member)
        if gateway:
            gateway.deliver(member, msg)                 # online: push over the socket
        else:
            push.notify(member, msg.preview)             # offline: fetch on reconnect
~~~

## Decisions to defend

1. **Store, then deliver**: a crash never loses an acknowledged message.
2. **Ordering per conversation**, not globally — far cheaper.
3. Clients **deduplicate** by message id, because retries deliver twice.
4. Large groups fan out through a queue instead of a loop in the request.

## Read more

- [Apache Kafka documentation](https://kafka.apache.org/documentation/)
- [MDN: The WebSocket API](https://developer.mozilla.org/en-US/docs/Web/API/WebSockets_API)
`),
    },
  },
};
