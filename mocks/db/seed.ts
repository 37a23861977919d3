/**
 * The seeded, deterministic generator of the mock database. Everything comes from a
 * mulberry32 stream, its dates offsets from a given moment: no Math.random, no Date.now. Plain loops, no
 * per-item cloning, so the full seed stays within its 200 ms target (npm run bench:mock-db).
 */
import { SEED, SEED_NOW_MS, demoAccounts } from './accounts.ts';
import { createRng, uuidFrom } from './random.ts';
import { sha1 } from './sha1.ts';
import { META_PAGE_KEYS } from '@forum/api/meta-pages';
import type {
  CategoryRow,
  ContactFormRow,
  DbState,
  LikeRow,
  MetaTagRow,
  ModerationRow,
  NotificationRow,
  PostRow,
  ReportRow,
  S,
  SuspensionRow,
  ThreadRow,
  UserRow,
  WarningRow,
} from './types.ts';

export const SEED_SIZES = { threads: 500, posts: 5000, bigThreadReplies: 2000, users: 60 } as const;
export const BIG_THREAD_ID = 1;
/**
 * The thread whose first post shows a picture (the site's logo, served by the site itself): what
 * the data saver holds back until it is asked for (docs/offline.md).
 */
export const PICTURE_THREAD_ID = 4;
export const SEED_PICTURE = {
  src: '/favicon.svg',
  alt: 'The forum logo, as the poster saw it',
};
export { META_PAGE_KEYS };

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const FIRST = [
  'Maria',
  'Jose',
  'Ana',
  'Paolo',
  'Liza',
  'Carlo',
  'Bea',
  'Miguel',
  'Rica',
  'Nico',
  'Tess',
  'Jun',
  'Kat',
  'Rafael',
  'Joy',
  'Mark',
  'Grace',
  'Leo',
  'Ivy',
  'Dan',
];
const LAST = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Garcia',
  'Mendoza',
  'Torres',
  'Flores',
  'Villanueva',
  'Ramos',
  'Aquino',
  'Castillo',
];
const COLORS = [
  '#3b82f6',
  '#ef4444',
  '#10b981',
  '#f59e0b',
  '#8b5cf6',
  '#ec4899',
  '#14b8a6',
  '#6366f1',
];

interface CategorySeed {
  title: string;
  slug?: string;
  description: string;
  children: (string | [string, string])[];
  approved?: boolean;
  active?: boolean;
}
const CATEGORY_TREE: CategorySeed[] = [
  {
    title: 'Community',
    description: 'Introductions, general chat and everything off-topic.',
    children: [
      ['General Discussions & Chat', 'general-discussions-chat'],
      'Introductions',
      'Off-Topic Lounge',
      'Site Feedback',
    ],
  },
  {
    title: 'Hardware',
    description: 'Devices, components and builds.',
    children: [
      ['Device & Hardware', 'device-hardware'],
      'PC Building',
      'Mobile Phones',
      'Peripherals',
      'Networking Gear',
    ],
  },
  {
    title: 'Gaming',
    description: 'PC, console and mobile gaming.',
    children: [
      ['Gaming Support', 'gaming-support'],
      'PC Gaming',
      'Console Gaming',
      'Mobile Gaming',
      'Esports PH',
    ],
  },
  {
    title: 'Tech Support',
    description: 'Ask for help with computers, software and connections.',
    children: [
      ['Computer Support', 'computer-support'],
      'Software Help',
      'Internet & ISP',
      'Security & Privacy',
    ],
  },
  {
    title: 'Tech News',
    description: 'Industry news, product launches and tech events.',
    children: ['Tech Industry News', 'Product Launches', 'Tech Events'],
  },
  {
    title: 'Software & Development',
    description: 'Programming, the web, Linux and AI.',
    children: ['Programming', 'Web Development', 'Linux & Open Source', 'AI & Machine Learning'],
  },
  {
    title: 'Buy & Sell',
    description: 'Deals, promos and the marketplace.',
    children: ['Marketplace Rules', 'Deals & Promos'],
  },
  {
    title: 'Crypto & Web3',
    description: 'Proposed by a member; awaiting approval.',
    children: [],
    approved: false,
  },
  {
    title: 'Retro Computing',
    description: 'Old machines and emulators (archived).',
    children: ['Emulators'],
    active: false,
  },
];

const TOPICS = [
  'RTX 5060',
  'Ryzen 7 9700X',
  'budget gaming laptop',
  'mechanical keyboard',
  'fiber internet plan',
  'Android 17 update',
  'Steam Deck OLED',
  'home NAS',
  'Wi-Fi 7 router',
  'SSD upgrade',
  'Linux on an old laptop',
  'Valorant lag',
  'iPhone 18 battery',
  'TypeScript 5.9',
  'React 19 server components',
  'phishing SMS',
  "PC won't boot",
  'blue screen after update',
  'monitor for coding',
  'GCash app',
  'Raspberry Pi 6',
  'mobile legends ping',
  'USB-C hub',
  'CPU cooler',
  'power supply',
  'VPN for streaming',
  'smartwatch',
  'noise-cancelling earbuds',
  'cloud backup',
  'AI coding assistant',
];
const FRAMES = [
  'Thoughts on the {t}?',
  'Help: {t} problem',
  '{t} review after one month',
  'Best deals on {t} this week',
  'Is the {t} worth it in 2026?',
  'Guide: getting started with {t}',
  '{t}: news and rumours',
  'Troubleshooting {t}',
  'Share your {t} setup',
  '{t} vs the competition',
];
const SENTENCES = [
  'I have been testing this for a few weeks now and the results are interesting.',
  'Has anyone else run into the same issue after the latest update?',
  'Prices in Manila seem to be dropping, especially in the weekend sales.',
  'The thermals are better than I expected, even in a small case.',
  'Make sure to update your drivers before trying anything else.',
  'I would recommend checking the warranty terms before you buy.',
  'Performance is fine for everyday use but it struggles with heavy workloads.',
  'The community guide on this forum helped me a lot, thanks everyone!',
  'Customer support took three days to answer my ticket.',
  'Battery life is the weak spot, but charging is really fast.',
  'Try resetting the network settings; that fixed it for me.',
  'Benchmarks are one thing, real-world use is another.',
];

/**
 * The seed's data, its dates relative to `now`: the same data for any `now`, shifted in time.
 * Tests and stories seed at SEED_NOW; the demo seeds at the moment it is seeded or reset, so the
 * suspended account is suspended, warnings are recent and pending items pending, on any day.
 */
export function seedState(now: number = SEED_NOW_MS): DbState {
  const rng = createRng(SEED);
  const sentence = () => SENTENCES[Math.floor(rng.next() * SENTENCES.length)]!;

  // ── users ──
  const users: UserRow[] = [];
  const addUser = (u: Partial<UserRow> & Pick<UserRow, 'name' | 'email'>) => {
    const id = users.length + 1;
    const created = u.created_at ?? iso(now - rng.int(30, 900) * DAY);
    const row: UserRow = {
      id,
      username: slugify(u.name).replace(/-/g, '_') + (id > 6 ? String(id) : ''),
      password: 'password',
      role: 'user',
      avatar_url: null,
      bio: null,
      created_at: created,
      last_login_at: iso(now - rng.int(0, 30) * DAY),
      email_verified_at: created,
      is_banned: false,
      is_approved: true,
      approval: 'approved',
      approved_at: created,
      ...u,
    };
    users.push(row);
    return row;
  };
  const demo = demoAccounts;
  const admin = addUser({
    name: demo.admin.name,
    email: demo.admin.email,
    role: 'admin',
    bio: 'Runs the forum.',
    created_at: iso(now - 1000 * DAY),
  });
  const moderator = addUser({
    name: demo.moderator.name,
    email: demo.moderator.email,
    role: 'moderator',
    bio: 'Keeps things tidy.',
    created_at: iso(now - 800 * DAY),
  });
  const user = addUser({
    name: demo.user.name,
    email: demo.user.email,
    bio: 'PC builder from Cebu.',
    created_at: iso(now - 400 * DAY),
  });
  const unverified = addUser({
    name: demo.unverified.name,
    email: demo.unverified.email,
    email_verified_at: null,
    is_approved: false,
    approval: 'pending',
    approved_at: null,
    last_login_at: null,
    created_at: iso(now - 2 * DAY),
  });
  const banned = addUser({
    name: demo.banned.name,
    email: demo.banned.email,
    is_banned: true,
    created_at: iso(now - 300 * DAY),
  });
  const suspended = addUser({
    name: demo.suspended.name,
    email: demo.suspended.email,
    created_at: iso(now - 200 * DAY),
  });
  while (users.length < SEED_SIZES.users) {
    const n = users.length;
    const name = `${FIRST[n % FIRST.length]} ${LAST[(n * 7) % LAST.length]}`;
    const pending = n >= SEED_SIZES.users - 3;
    addUser({
      name,
      email: `${slugify(name).replace(/-/g, '.')}${n}@example.org`,
      role: n === 7 ? 'admin' : n === 8 || n === 9 ? 'moderator' : 'user',
      bio: rng.chance(0.4) ? sentence() : null,
      ...(pending
        ? {
            is_approved: false,
            approval: 'pending' as const,
            approved_at: null,
            created_at: iso(now - (SEED_SIZES.users - n) * DAY),
          }
        : {}),
    });
  }
  const activeAuthors = users.filter(
    (u) => u.is_approved && u.email_verified_at && u.id !== unverified.id,
  );
  const staff = users.filter((u) => u.role !== 'user');

  // ── categories ──
  const categories: CategoryRow[] = [];
  const addCategory = (
    title: string,
    slug: string,
    description: string,
    parent: number | null,
    approved: boolean,
    active: boolean,
  ) => {
    const id = categories.length + 1;
    const created = iso(now - (1100 - id * 5) * DAY);
    const row: CategoryRow = {
      id,
      slug,
      title,
      description,
      parent_id: parent,
      is_approved: approved,
      approval: approved ? 'approved' : 'pending',
      is_active: active,
      color: COLORS[id % COLORS.length]!,
      created_at: created,
      updated_at: created,
    };
    categories.push(row);
    return row;
  };
  for (const main of CATEGORY_TREE) {
    const parent = addCategory(
      main.title,
      main.slug ?? slugify(main.title),
      main.description,
      null,
      main.approved ?? true,
      main.active ?? true,
    );
    for (const child of main.children) {
      const [title, slug] = typeof child === 'string' ? [child, slugify(child)] : child;
      addCategory(
        title,
        slug,
        `${title}: questions, news and tips.`,
        parent.id,
        parent.is_approved,
        parent.is_active,
      );
    }
  }
  addCategory(
    'Smart Home',
    'smart-home',
    'Proposed: smart speakers, lights and automation.',
    categories.find((c) => c.slug === 'hardware')!.id,
    false,
    true,
  );
  const postable = categories.filter((c) => c.parent_id !== null && c.is_approved && c.is_active);
  const favourite = postable.filter((c) =>
    ['general-discussions-chat', 'device-hardware', 'gaming-support', 'computer-support'].includes(
      c.slug,
    ),
  );

  // ── threads ──
  const threads: ThreadRow[] = [];
  for (let i = 1; i <= SEED_SIZES.threads; i++) {
    const big = i === BIG_THREAD_ID;
    const title = big
      ? 'The Budget PC Build Megathread 2026'
      : FRAMES[i % FRAMES.length]!.replace('{t}', TOPICS[(i * 7) % TOPICS.length]!) +
        (i > 300 ? ` (part ${Math.floor(i / 100)})` : '');
    const created = big ? now - 120 * DAY : now - Math.floor(rng.next() * 365 * DAY) - 3_600_000;
    const category = big
      ? favourite.find((c) => c.slug === 'device-hardware')!
      : rng.chance(0.35)
        ? rng.pick(favourite)
        : rng.pick(postable);
    const author = i % 25 === 0 ? user : i === 3 ? banned : rng.pick(activeAuthors);
    const status: S['ThreadStatus'] = big
      ? 'approved'
      : i % 23 === 0 || i === 499 || i === 500
        ? 'pending'
        : i % 97 === 0
          ? 'rejected'
          : 'approved';
    threads.push({
      id: i,
      slug: `${slugify(title)}-${i}`,
      title,
      category_id: category.id,
      author_id: author.id,
      status,
      is_featured: big || (status === 'approved' && i % 15 === 0),
      is_sticky: big || (status === 'approved' && i % 33 === 0),
      is_locked: status === 'approved' && i % 41 === 0,
      views: status === 'approved' ? rng.int(5, 5000) : 0,
      first_post_id: null,
      created_at: iso(created),
      updated_at: iso(created),
    });
  }
  // The demo user's own pending threads.
  threads[498]!.author_id = user.id;
  threads[499]!.author_id = user.id;

  // ── posts ──
  const posts: PostRow[] = [];
  const addPost = (
    thread: ThreadRow,
    parent: number | null,
    author: number,
    content: string,
    at: number,
    hidden = false,
  ) => {
    const id = posts.length + 1;
    const created = iso(Math.min(at, now - 1000));
    posts.push({
      id,
      thread_id: thread.id,
      parent_id: parent,
      author_id: author,
      content,
      is_hidden: hidden,
      created_at: created,
      updated_at: created,
    });
    return id;
  };
  const otherReplies = SEED_SIZES.posts - SEED_SIZES.threads - SEED_SIZES.bigThreadReplies;
  const replyCounts = new Array<number>(threads.length).fill(0);
  const openThreads = threads.filter((t) => t.status === 'approved' && t.id !== BIG_THREAD_ID);
  for (let k = 0; k < otherReplies; k++) replyCounts[rng.pick(openThreads).id - 1]! += 1;
  for (const thread of threads) {
    const start = Date.parse(thread.created_at);
    const firstContent =
      `<p>${sentence()} ${sentence()}</p><p>${sentence()}</p>` +
      (thread.id === PICTURE_THREAD_ID
        ? `<p><img src="${SEED_PICTURE.src}" alt="${SEED_PICTURE.alt}" width="96" height="96"></p>`
        : '');
    thread.first_post_id = addPost(thread, null, thread.author_id!, firstContent, start);
    const count =
      thread.id === BIG_THREAD_ID ? SEED_SIZES.bigThreadReplies : replyCounts[thread.id - 1]!;
    const span = Math.max(now - start - 2000, 1);
    const ids: number[] = [];
    const depth: number[] = [];
    for (let r = 0; r < count; r++) {
      let parent: number | null = null;
      let d = 1;
      if (ids.length > 0 && rng.chance(thread.id === BIG_THREAD_ID ? 0.7 : 0.35)) {
        const from = Math.max(0, ids.length - 30);
        const j = from + Math.floor(rng.next() * (ids.length - from));
        if (depth[j]! < 5) {
          parent = ids[j]!;
          d = depth[j]! + 1;
        }
      }
      const author = rng.pick(activeAuthors).id;
      const at = start + Math.floor(((r + 1) / (count + 1)) * span);
      const text = parent
        ? `<p>@${users[posts[parent - 1]!.author_id! - 1]!.name} ${sentence()}</p>`
        : `<p>${sentence()} ${sentence()}</p>`;
      ids.push(
        addPost(thread, parent, author, text, at, thread.id !== BIG_THREAD_ID && rng.chance(0.01)),
      );
      depth.push(d);
    }
  }

  // ── likes ──
  const likes: LikeRow[] = [];
  const likers = activeAuthors;
  const likeSome = (type: 'thread' | 'post', id: number, n: number, after: string) => {
    const startIdx = Math.floor(rng.next() * likers.length);
    const base = Date.parse(after);
    for (let k = 0; k < n && k < likers.length; k++) {
      const liker = likers[(startIdx + k * 7) % likers.length]!;
      likes.push({
        id: likes.length + 1,
        user_id: liker.id,
        likeable_type: type,
        likeable_id: id,
        created_at: iso(Math.min(base + (k + 1) * 3_600_000, now - 1)),
      });
    }
  };
  for (const t of threads)
    if (t.status === 'approved') likeSome('thread', t.id, rng.int(0, 12), t.created_at);
  for (const p of posts) if (rng.chance(0.3)) likeSome('post', p.id, rng.int(1, 4), p.created_at);

  // ── reports, moderation log, warnings, suspensions ──
  const reasons: (S['ReportReason'] | null)[] = [
    'spam',
    'inappropriate',
    'harassment',
    'copyright',
    'other',
    null,
  ];
  const reportStatuses: S['ReportStatus'][] = [
    'pending',
    'pending',
    'pending',
    'resolved',
    'dismissed',
  ];
  const reports: ReportRow[] = [];
  for (let k = 0; k < 30; k++) {
    const onThread = k % 3 === 0;
    const target = onThread
      ? rng.pick(openThreads).id
      : rng.int(SEED_SIZES.threads + 1, posts.length);
    reports.push({
      id: k + 1,
      content_type: onThread ? 'thread' : 'post',
      content_id: target,
      reason: reasons[k % reasons.length]!,
      status: reportStatuses[k % reportStatuses.length]!,
      reporter_id: rng.pick(activeAuthors).id,
      created_at: iso(now - k * 7_200_000 - DAY),
    });
  }
  // Warnings are logged below, each with its warnings row, so a member's history never shows a
  // warning their warnings list lacks.
  const actions: S['ModerationAction'][] = [
    'approve',
    'delete',
    'unhide',
    'lock',
    'unlock',
    'pin',
    'unpin',
    'hide',
    'move',
  ];
  const moderationLog: ModerationRow[] = [];
  for (let k = 0; k < 80; k++) {
    const action = actions[k % actions.length]!;
    const thread = rng.pick(openThreads);
    const onPost = action === 'hide' || action === 'unhide';
    moderationLog.push({
      id: k + 1,
      action,
      content_type: onPost ? 'post' : 'thread',
      content_id: onPost ? thread.first_post_id : thread.id,
      description: `${action[0]!.toUpperCase()}${action.slice(1)} ${onPost ? 'post in' : 'thread'} "${thread.title}"`,
      reason: k % 2 === 0 ? 'Content violation' : null,
      moderator_id: rng.pick(staff).id,
      user_id: thread.author_id,
      created_at: iso(now - k * 18 * 3_600_000),
    });
  }
  const warnings: WarningRow[] = [];
  for (let k = 0; k < 12; k++)
    warnings.push({
      id: k + 1,
      user_id: k < 3 ? banned.id : k < 5 ? suspended.id : rng.pick(activeAuthors).id,
      reason: k % 2 ? 'Spam links' : 'Content violation',
      moderator_id: rng.pick(staff).id,
      created_at: iso(now - (k + 1) * 5 * DAY),
    });
  const suspensions: SuspensionRow[] = [
    {
      id: 1,
      user_id: suspended.id,
      duration: '1_month',
      reason: 'Repeated harassment',
      moderator_id: moderator.id,
      created_at: iso(now - DAY),
      ends_at: iso(now + 29 * DAY),
    },
    {
      id: 2,
      user_id: banned.id,
      duration: '1_week',
      reason: 'Spam',
      moderator_id: moderator.id,
      created_at: iso(now - 60 * DAY),
      ends_at: iso(now - 53 * DAY),
    },
    {
      id: 3,
      user_id: users[20]!.id,
      duration: '3_days',
      reason: 'Off-topic flooding',
      moderator_id: admin.id,
      created_at: iso(now - 40 * DAY),
      ends_at: iso(now - 37 * DAY),
    },
  ];

  // Each seeded warning and suspension is in the log too, with content removed from the two
  // problem accounts and Ben's ban, so a member's history (GET /moderator/users/{id}/history)
  // tells their story: Ben Banned's runs past one page of 10. No random draws here, so the
  // data seeded after this is unchanged.
  const nameOf = (id: number) => users.find((u) => u.id === id)!.name;
  const logged = (row: Omit<ModerationRow, 'id'>) =>
    moderationLog.push({ id: moderationLog.length + 1, ...row });
  for (const w of warnings)
    logged({
      action: 'warn',
      content_type: 'user',
      content_id: w.user_id,
      description: `Warned ${nameOf(w.user_id)}`,
      reason: w.reason,
      moderator_id: w.moderator_id,
      user_id: w.user_id,
      created_at: w.created_at,
    });
  for (const s of suspensions)
    logged({
      action: 'suspend',
      content_type: 'user',
      content_id: s.user_id,
      description: `Suspended ${nameOf(s.user_id)} for ${s.duration.replace('_', ' ')}`,
      reason: s.reason,
      moderator_id: s.moderator_id,
      user_id: s.user_id,
      created_at: s.created_at,
    });
  const removals: [UserRow, number, string | null][] = [
    [banned, 20, 'Spam links'],
    [banned, 27, 'Spam links'],
    [banned, 33, 'Spam links'],
    [banned, 41, 'Phishing link posing as a GPU giveaway'],
    [banned, 52, 'Spam links'],
    [banned, 58, null],
    [suspended, 3, 'Personal attack on another member'],
    [suspended, 9, 'Harassment'],
  ];
  removals.forEach(([author, days, reason], k) => {
    const thread = openThreads[(k * 37) % openThreads.length]!;
    logged({
      action: 'delete',
      content_type: 'post',
      content_id: null,
      description: `Deleted post in "${thread.title}"`,
      reason,
      moderator_id: k % 2 ? moderator.id : admin.id,
      user_id: author.id,
      created_at: iso(now - days * DAY - 3_600_000),
    });
  });
  logged({
    action: 'ban',
    content_type: 'user',
    content_id: banned.id,
    description: `Banned ${banned.name}`,
    reason: 'Kept posting spam after a suspension and three warnings',
    moderator_id: admin.id,
    user_id: banned.id,
    created_at: iso(now - 2 * DAY),
  });

  // ── contact forms ──
  const contactStatuses: S['ContactStatus'][] = ['pending', 'in_progress', 'resolved', 'closed'];
  const subjects = [
    'Account question',
    'Advertising enquiry',
    'Bug report',
    'Partnership',
    'Lost password',
    'Content removal request',
    'Feedback',
  ];
  const contactForms: ContactFormRow[] = [];
  for (let k = 0; k < 40; k++) {
    const status = contactStatuses[k % 4]!;
    const name = `${FIRST[(k * 3) % FIRST.length]} ${LAST[k % LAST.length]}`;
    const created = iso(now - k * 0.8 * DAY - 3_600_000);
    const answered = status === 'resolved' || (status === 'closed' && k % 8 === 3);
    contactForms.push({
      id: k + 1,
      user_id: null,
      name,
      email: `${slugify(name).replace(/-/g, '.')}@example.org`,
      subject: subjects[k % subjects.length]!,
      message: `${sentence()} ${sentence()}`,
      status,
      admin_response: answered ? 'Thanks for reaching out! This has been sorted.' : null,
      responder_id: answered ? admin.id : null,
      responded_at: answered ? iso(Date.parse(created) + 7_200_000) : null,
      created_at: created,
      updated_at: created,
    });
  }

  // ── meta tags: one active record per page key, so no route's GET /meta-tags/{page} is a 404 ──
  const metaTags: MetaTagRow[] = [];
  for (const page of META_PAGE_KEYS) {
    const label = page
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ');
    metaTags.push({
      id: metaTags.length + 1,
      page,
      title: `${label} | TechForum PH`,
      description: `${label} on the TechForum PH community: tech news, discussions and support.`,
      keywords: `tech, forum, philippines, ${page}`,
      og_title: `${label} | TechForum PH`,
      og_description: `${label} on TechForum PH.`,
      og_image: 'https://forum.example.com/og/default.png',
      twitter_title: `${label} | TechForum PH`,
      twitter_description: `${label} on TechForum PH.`,
      twitter_image: null,
      canonical_url: `https://forum.example.com/${page === 'home' ? '' : page}`,
      is_active: true,
      created_at: iso(now - 100 * DAY),
      updated_at: iso(now - 10 * DAY),
    });
  }

  // ── notifications ──
  const notifications: NotificationRow[] = [];
  const kinds: [S['NotificationType'], string, string][] = [
    ['thread_reply', 'New reply', 'replied to your thread'],
    ['post_liked', 'Your post was liked', 'liked your post'],
    ['thread_liked', 'Your thread was liked', 'liked your thread'],
    ['mention', 'You were mentioned', 'mentioned you'],
    ['post_reply', 'New reply to your post', 'replied to your post'],
    ['thread_approved', 'Thread approved', 'approved your thread'],
    ['system', 'Welcome!', 'Welcome to TechForum PH'],
  ];
  for (const [owner, count] of [
    [user, 20],
    [admin, 8],
    [moderator, 8],
  ] as const) {
    for (let k = 0; k < count; k++) {
      const [type, title, verb] = kinds[k % kinds.length]!;
      const thread = threads[(k * 17) % 400]!;
      const actor = rng.pick(activeAuthors);
      notifications.push({
        id: uuidFrom(rng.next),
        user_id: owner.id,
        type,
        title,
        message: type === 'system' ? verb : `${actor.name} ${verb} "${thread.title}"`,
        data: {
          url: `/threads/${thread.slug}`,
          thread_id: thread.id,
          post_id: thread.first_post_id,
          actor: { id: actor.id, name: actor.name, username: actor.username, avatar_url: null },
        },
        read_at: k % 3 === 0 ? iso(now - k * 3_600_000) : null,
        created_at: iso(now - k * 5 * 3_600_000),
      });
    }
  }

  const state: DbState = {
    users,
    tokens: [],
    verificationLinks: [
      {
        id: 1,
        user_id: unverified.id,
        hash: sha1(unverified.email),
        created_at: unverified.created_at,
      },
    ],
    categories,
    threads,
    posts,
    likes,
    reports,
    moderationLog,
    warnings,
    suspensions,
    contactForms,
    metaTags,
    notifications,
    preferences: [
      {
        user_id: user.id,
        email_notifications: true,
        reply_notifications: true,
        like_notifications: false,
        mention_notifications: true,
        newsletter: true,
        theme: 'dark',
        language: 'en',
      },
    ],
    uploads: [],
    seq: {},
    counter: 0,
    seeded_at: now,
  };
  state.seq = {
    users: users.length,
    verificationLinks: 1,
    categories: categories.length,
    threads: threads.length,
    posts: posts.length,
    likes: likes.length,
    reports: reports.length,
    moderationLog: moderationLog.length,
    warnings: warnings.length,
    suspensions: suspensions.length,
    contactForms: contactForms.length,
    metaTags: metaTags.length,
    uploads: 0,
  };
  return state;
}
