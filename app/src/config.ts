/** The product's name, shown in the header and in 'Trending on …'. */
export const SITE_NAME = 'TechForum';

/**
 * Set at build time for a real backend (e.g. VITE_API_BASE_URL=https://api.example.com/api/v1).
 * Unset, the site runs in demo mode on the mock backend in a service worker. Code that must
 * vanish from a real-backend build tests `import.meta.env.VITE_API_BASE_URL` itself, so the
 * bundler can drop it.
 */
export const API_BASE_URL: string | undefined = import.meta.env.VITE_API_BASE_URL || undefined;

/** How long the 'Initializing application...' overlay stays (spec: 1.5 s); 0 in tests. */
export const OVERLAY_MS = Number(import.meta.env.VITE_OVERLAY_MS ?? 1500);
