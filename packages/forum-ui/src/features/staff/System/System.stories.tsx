import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { profileText } from '../../profile/index.ts';
import { systemMessages as m, systemText as t } from './messages.ts';
import { failsOnce } from '../../../test/failures.ts';
import { profileTab } from '../../../test/parameters.ts';
import type { Canvas } from '../../../test/queries.ts';
import { UserProfileScreen } from '../../profile/index.ts';
import { SystemScreen } from './SystemScreen.tsx';

const meta = {
  title: 'Screens/Staff/System',
  component: SystemScreen,
  parameters: profileTab('system'),
} satisfies Meta<typeof SystemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 5000 };
const HEALTH = '*/api/v1/system/health';
const STATS = '*/api/v1/system/stats';

const section = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('region', { name }, WAIT));
/** A figure's value, found by its label (a term of the description list). */
const figure = (scope: Canvas, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
/** The row of a health check, by the check's name. */
const checkRow = (scope: Canvas, name: string) =>
  within(scope.getByRole('rowheader', { name }).closest('tr')!);

/** Answers the stateful handler the first time, then follows `later` (per story, it counts). */
function thenAnswer(path: string, later: () => Promise<Response | undefined> | undefined) {
  let calls = 0;
  return http.get(path, () => {
    calls += 1;
    return calls === 1 ? undefined : later();
  });
}

/** Everything is well: each check OK with the time it was read, and the server's figures. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
    const health = await section(canvas, t.health);
    await expect(await health.findByText('Operational', {}, WAIT)).toBeVisible();
    await expect(health.getByRole('table', { name: t.checks })).toBeVisible();
    for (const name of ['Database', 'Cache', 'Storage', 'Queue'])
      await expect(checkRow(health, name).getByText(t.checkStatus.ok)).toBeVisible();
    await expect(figure(health, t.checked).querySelector('time')).toHaveAttribute('datetime');
    await expect(health.getByText(/^as of /)).toBeVisible();

    const figures = await section(canvas, t.figures);
    await waitFor(
      () => expect(figure(figures, t.stats.app_version)).toHaveTextContent('1.0.0-mock'),
      WAIT,
    );
    await expect(figure(figures, t.stats.environment)).toHaveTextContent('mock');
    await expect(figure(figures, t.stats.uptime_seconds)).toHaveTextContent(
      /^\d+ days?(, \d+ hours?)?$/,
    );
    await expect(figure(figures, t.stats.database_size_bytes)).toHaveTextContent(
      /^[\d.]+ (kB|MB)$/,
    );
    await expect(figure(figures, t.stats.failed_jobs)).toHaveTextContent('0');
    await expect(figures.getByText(/^as of /)).toBeVisible();
    await expect(canvas.queryByText(t.stale)).toBeNull();
  },
};

/** Waiting for both answers: each section says what it is loading; Refresh is busy. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.slow('get', '/system/health', 'infinite'),
        scenarios.slow('get', '/system/stats', 'infinite'),
      ],
    },
  },
  play: async ({ canvas }) => {
    // Each section's spinner is a status that says what it waits for.
    const health = await section(canvas, t.health);
    await expect(within(health.getByRole('status')).getByText(t.healthLoading)).toBeVisible();
    const figures = await section(canvas, t.figures);
    await expect(within(figures.getByRole('status')).getByText(t.figuresLoading)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.refreshing })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Both calls fail once: each section says so with Retry, and Retry brings the answer. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(failsOnce('/system/health'), failsOnce('/system/stats'));
  },
  play: async ({ canvas }) => {
    const health = await section(canvas, t.health);
    const alert = within(await health.findByRole('alert', {}, WAIT));
    await expect(alert.getByText(m.healthFailed)).toBeVisible();
    const figures = await section(canvas, t.figures);
    await expect(
      within(await figures.findByRole('alert', {}, WAIT)).getByText(m.statsFailed),
    ).toBeVisible();

    await userEvent.click(alert.getByRole('button', { name: t.retry }));
    await expect(await health.findByText('Operational', {}, WAIT)).toBeVisible();
    await expect(health.queryByRole('alert')).toBeNull();
    // The figures' Retry, with the keyboard alone.
    const retry = figures.getByRole('button', { name: t.retry });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(figure(figures, t.stats.app_version)).toHaveTextContent('1.0.0-mock'),
      WAIT,
    );
    await expect(figures.queryByRole('alert')).toBeNull();
  },
};

/**
 * A refresh failed: the figures already read stay, marked Stale with the time they are from
 * and why; Retry asks again and, once answered, the mark goes.
 */
export const Stale: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(STATS, () => {
        calls += 1;
        return calls === 2
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : undefined;
      }),
    );
  },
  play: async ({ canvas }) => {
    const figures = await section(canvas, t.figures);
    await waitFor(
      () => expect(figure(figures, t.stats.app_version)).toHaveTextContent('1.0.0-mock'),
      WAIT,
    );
    await userEvent.click(canvas.getByRole('button', { name: t.refresh }));

    await expect(await figures.findByText(t.stale, {}, WAIT)).toBeVisible();
    await expect(figures.getByText(/^as of /)).toBeVisible();
    await expect(figures.getByText(m.refreshFailed(m.noAnswer), { exact: false })).toBeVisible();
    await expect(figure(figures, t.stats.app_version)).toHaveTextContent('1.0.0-mock');
    // The health check answered the same refresh: it is not stale.
    const health = await section(canvas, t.health);
    await expect(health.queryByText(t.stale)).toBeNull();

    await userEvent.click(figures.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(figures.queryByText(t.stale)).toBeNull(), WAIT);
    await expect(figures.getByText(/^as of /)).toBeVisible();
  },
};

/**
 * No answer for longer than two refresh intervals (here 1 s, so 2 s; in the app a minute, so
 * two minutes): the figures shown are marked Stale as not refreshed recently.
 */
export const StaleNotRefreshed: Story = {
  args: { refreshMs: 1000 },
  beforeEach({ msw }) {
    const hang = async () => {
      await delay('infinite');
      return undefined;
    };
    msw.use(thenAnswer(HEALTH, hang), thenAnswer(STATS, hang));
  },
  play: async ({ canvas }) => {
    const figures = await section(canvas, t.figures);
    await waitFor(
      () => expect(figure(figures, t.stats.app_version)).toHaveTextContent('1.0.0-mock'),
      WAIT,
    );
    await expect(await figures.findByText(m.notRefreshed, {}, WAIT)).toBeVisible();
    await expect(figures.getByText(t.stale)).toBeVisible();
    const health = await section(canvas, t.health);
    await expect(health.getByText(m.notRefreshed)).toBeVisible();
    await expect(health.getByText('Operational')).toBeVisible();
  },
};

const degraded: HttpHandler[] = [
  http.get(HEALTH, () =>
    HttpResponse.json(
      {
        status: 'degraded',
        timestamp: '2026-11-24T09:30:00Z',
        checks: { database: 'ok', cache: 'fail', storage: 'ok', queue: 'fail' },
      },
      { status: 503 },
    ),
  ),
];

/** A failing dependency answers 503 with the report: it is shown, not taken for a failure. */
export const Degraded: Story = {
  parameters: { msw: { handlers: degraded } },
  play: async ({ canvas }) => {
    const health = await section(canvas, t.health);
    await expect(await health.findByText('Degraded', {}, WAIT)).toBeVisible();
    await expect(checkRow(health, 'Cache').getByText(t.checkStatus.fail)).toBeVisible();
    await expect(checkRow(health, 'Queue').getByText(t.checkStatus.fail)).toBeVisible();
    await expect(checkRow(health, 'Database').getByText(t.checkStatus.ok)).toBeVisible();
    await expect(figure(health, t.checked).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-24T09:30:00.000Z',
    );
    await expect(health.queryByRole('alert')).toBeNull();
    await expect(health.queryByText(t.stale)).toBeNull();
  },
};

/** Down: every check failing, and failed jobs counted (the count stands out). */
export const Down: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(HEALTH, () =>
          HttpResponse.json(
            {
              status: 'down',
              timestamp: '2026-11-24T09:30:00Z',
              checks: { database: 'fail', cache: 'fail', storage: 'fail' },
            },
            { status: 503 },
          ),
        ),
        http.get(STATS, () =>
          HttpResponse.json({
            data: {
              app_version: '1.0.0',
              php_version: '8.3.0',
              laravel_version: '11.0.0',
              environment: 'production',
              server_time: '2026-11-24T09:30:00Z',
              uptime_seconds: 42,
              database_size_bytes: null,
              storage_used_bytes: null,
              cache_driver: 'redis',
              queue_pending_jobs: 12_345,
              failed_jobs: 1_204,
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const health = await section(canvas, t.health);
    await expect(await health.findByText('Down', {}, WAIT)).toBeVisible();
    await expect(health.getAllByText(t.checkStatus.fail)).toHaveLength(3);
    await expect(health.queryByRole('rowheader', { name: 'Queue' })).toBeNull();
    const figures = await section(canvas, t.figures);
    await waitFor(
      () => expect(figure(figures, t.stats.failed_jobs)).toHaveTextContent('1,204'),
      WAIT,
    );
    await expect(figure(figures, t.stats.queue_pending_jobs)).toHaveTextContent('12,345');
    await expect(figure(figures, t.stats.uptime_seconds)).toHaveTextContent(t.lessThanAMinute);
    await expect(figure(figures, t.stats.database_size_bytes)).toHaveTextContent('-');
  },
};

const LONG = `production-ap-southeast-1-${'blue-green-canary-'.repeat(6)}東京 🚀`;

/** Long and non-Latin values wrap inside their boxes; an unknown extra check is listed last. */
export const LongUnicode: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(HEALTH, () =>
          HttpResponse.json({
            status: 'ok',
            timestamp: '2026-11-24T09:30:00Z',
            checks: { database: 'ok', cache: 'ok', storage: 'ok', búsqueda_índice_検索: 'ok' },
          } as never),
        ),
        http.get(STATS, () =>
          HttpResponse.json({
            data: {
              app_version: `2026.11.24-${'rc'.repeat(20)}+sha.9f8e7d6c5b4a`,
              php_version: '8.3.14 (cli) (built: Nov 19 2026) ( NTS )',
              laravel_version: '11.34.2',
              environment: LONG,
              server_time: '2026-11-24T09:30:00Z',
              uptime_seconds: 98_765_432,
              database_size_bytes: 9_876_543_210_987,
              storage_used_bytes: 512,
              cache_driver: 'redis — クラスター',
              queue_pending_jobs: 0,
              failed_jobs: 0,
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const figures = await section(canvas, t.figures);
    await waitFor(() => expect(figure(figures, t.stats.environment)).toHaveTextContent(LONG), WAIT);
    await expect(figure(figures, t.stats.cache_driver)).toHaveTextContent('redis — クラスター');
    await expect(figure(figures, t.stats.uptime_seconds)).toHaveTextContent('1,143 days, 2 hours');
    await expect(figure(figures, t.stats.database_size_bytes)).toHaveTextContent('9.9 TB');
    await expect(figure(figures, t.stats.storage_used_bytes)).toHaveTextContent('512 bytes');
    const health = await section(canvas, t.health);
    const rows = health.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(rows).toEqual(['Database', 'Cache', 'Storage', 'búsqueda_índice_検索']);
    // Nothing pushes the page sideways.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** On a phone the figures stack in one column and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const figures = await section(canvas, t.figures);
    await waitFor(
      () => expect(figure(figures, t.stats.app_version)).toHaveTextContent('1.0.0-mock'),
      WAIT,
    );
    const boxes = figures.getAllByRole('term').map((term) => term.parentElement!);
    const lefts = new Set(boxes.map((box) => Math.round(box.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvas.getByRole('button', { name: t.refresh })).toBeVisible();
  },
};

/** Asking for the System tab without being an admin: the dashboard, and no System link. */
async function expectNoSystemTab(canvas: Canvas) {
  await expect(
    await canvas.findByRole(
      'heading',
      { level: 2, name: profileText.tabs.dashboard },
      { timeout: 8000 },
    ),
  ).toBeVisible();
  const menu = within(canvas.getByRole('navigation', { name: profileText.title }));
  await expect(menu.queryByRole('link', { name: profileText.tabs.system })).toBeNull();
  await expect(canvas.queryByRole('heading', { name: t.title })).toBeNull();
  await expect(canvas.queryByRole('region', { name: t.health })).toBeNull();
  return menu;
}

/** Only admins have the panel: a moderator (who has the Moderation tab) gets the dashboard. */
export const ModeratorHasNoSystemTab: Story = {
  parameters: profileTab('system', { session: 'moderator' }),
  render: () => <UserProfileScreen />,
  play: async ({ canvas }) => {
    const menu = await expectNoSystemTab(canvas);
    await expect(menu.getByRole('link', { name: profileText.tabs.moderation })).toBeVisible();
  },
};

/** A member neither: the same, from a user's menu. */
export const UserHasNoSystemTab: Story = {
  parameters: profileTab('system', { session: 'user' }),
  render: () => <UserProfileScreen />,
  play: async ({ canvas }) => {
    await expectNoSystemTab(canvas);
  },
};
