/** Chromatic modes (defined with the library, where stories files import them) and viewports. */
export { allModes } from '../packages/forum-ui/src/test/chromaticModes.ts';

export const viewports = {
  mobile: { name: 'Mobile (360)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: 'Desktop (1280)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;
