/** Chromatic modes: each story is snapshotted in light and dark, at mobile and desktop width. */
export const allModes = {
  'light desktop': { theme: 'light', viewport: 'desktop' },
  'dark desktop': { theme: 'dark', viewport: 'desktop' },
  'light mobile': { theme: 'light', viewport: 'mobile' },
  'dark mobile': { theme: 'dark', viewport: 'mobile' },
} as const;

export const viewports = {
  mobile: { name: 'Mobile (360)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: 'Desktop (1280)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;
