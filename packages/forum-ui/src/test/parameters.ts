/** Story parameters that screen stories share (read by .storybook/preview.tsx). */
import type { DemoAccountKey } from '@forum/mocks';
import type { RouterParameters } from './decorators.tsx';

export interface ScreenParameters {
  router: RouterParameters;
  session: DemoAccountKey;
}

/**
 * A tab of the profile page, where the staff area lives: the story's route is
 * `/UserProfile?tab=<tab>` plus `search` (e.g. '&status=pending'), seen by `session`
 * (default 'admin').
 */
export function profileTab(
  tab: string,
  { session = 'admin', search = '' }: { session?: DemoAccountKey; search?: string } = {},
): ScreenParameters {
  return { router: { route: `/UserProfile?tab=${tab}${search}`, path: '/UserProfile' }, session };
}
