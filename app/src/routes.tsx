import type { RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell.tsx';

/**
 * The one list of every route of the product. Screens plug in here as they are built,
 * each as a lazy route module so a page downloads only what it uses.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, lazy: () => import('./pages/home.tsx') },
      { path: '*', lazy: () => import('./pages/not-found.tsx') },
    ],
  },
];
