/**
 * The mark on `<html>` while the next page renders after a link was followed: the page the link
 * left stays on screen (the router renders the next one in a transition), and a bar across the
 * top says a page is on its way (SiteLayout.css.ts), until the next page takes its place.
 * `aria-busy="true"`: the document is being changed, so assistive technology may wait for the
 * new page rather than read the old one. The app puts it on and takes it off.
 */
export const NAVIGATING_ATTRIBUTE = 'aria-busy';
