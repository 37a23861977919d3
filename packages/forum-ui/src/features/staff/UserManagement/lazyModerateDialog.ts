/**
 * User Management's Moderate dialog (warnings, warn, suspend), with its calls and texts, as its
 * own chunk: a member's page is public, and only staff open the dialog.
 */
import { lazy } from 'react';

export const LazyModerateDialogScreen = lazy(() =>
  import('./ModerateDialogScreen.tsx').then((m) => ({
    default: m.ModerateDialogScreen,
  })),
);
