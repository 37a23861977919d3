// The one script a page rendered on the server names (app/server/server.mjs serves it, hashed,
// under /assets/): it loads the page's modules once the page has painted. The page is whole
// before any script runs, so on a slow phone network its HTML and styles take the bandwidth
// first, and parsing, layout and the first paint do not share the main thread with compiling
// and running ~100 kB of scripts (`npm run bench:lighthouse`, README: "Serving the site").
// `data-entry`: the entry module; `data-preload`: the page's chunks, space-separated, loaded
// beside it. A tab opened in the background paints nothing, so it loads once it is shown.
(() => {
  const { entry, preload = '' } = document.currentScript?.dataset ?? {};
  if (!entry) return;
  const load = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    // The page's chunks download beside the entry. Adding a preload costs about a millisecond
    // of main thread (more on a phone), and a search page names 30: a few per task.
    const chunks = preload.split(' ').filter(Boolean);
    const addSome = () => {
      for (const href of chunks.splice(0, 4)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      if (chunks.length > 0) setTimeout(addSome, 0);
    };
    addSome();
  };
  // The loader runs once the page is parsed (defer). Two frames later, the one that painted the
  // whole page is on screen: a task of its own after the second animation frame. (One frame
  // was sometimes a partial paint, and the largest paint then waited for the scripts.)
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load, 0)));
})();
