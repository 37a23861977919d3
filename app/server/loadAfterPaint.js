// The one script a page rendered on the server names (app/server/server.mjs serves it, hashed,
// under /assets/): it loads the page's modules once the page has painted. The page is whole
// before any script runs, so on a slow phone network its HTML and styles take the bandwidth
// first, and parsing, layout and the first paint do not share the main thread with compiling
// and running the page's scripts (`npm run bench:lighthouse`, README: "Serving the site").
// `data-entry`: the entry module; `data-page`: the page's module (server.mjs `pageModule`), which
// imports the route's chunks, so the browser fetches them beside the entry by itself, where a
// <link rel="modulepreload"> per chunk would cost main-thread time for each link a script adds,
// and a search page names many. A tab opened in the background paints nothing, so it loads once
// shown.
(() => {
  const { entry, page } = document.currentScript?.dataset ?? {};
  if (!entry) return;
  const addModule = (src) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.append(script);
  };
  const load = () => {
    addModule(entry);
    if (page) addModule(page);
  };
  // The loader runs once the page is parsed (defer). Two frames later, the one that painted the
  // whole page is on screen: a task of its own after the second animation frame. (One frame
  // was sometimes a partial paint, and the largest paint then waited for the scripts.)
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load, 0)));
})();
