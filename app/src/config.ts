/** The product's name, shown in the header and in 'Trending on …'. */
export const SITE_NAME = 'TechForum';

// VITE_API_BASE_URL, set at build time, points the site at a real backend (the API client reads
// it); unset, the site runs in demo mode. Code that must vanish from a real-backend build tests
// `import.meta.env.VITE_API_BASE_URL` itself, so the bundler can drop it.

/** How long the 'Initializing application...' overlay stays (spec: 1.5 s); 0 in tests. */
export const OVERLAY_MS = Number(import.meta.env.VITE_OVERLAY_MS ?? 1500);
