/** Where a box sits along the list's sideways axis, in viewport pixels. */
export interface Span {
  start: number;
  size: number;
}

/**
 * The list's scrollLeft that puts the selected tab in the middle of the list's visible width.
 * The browser clamps it to the scrollable range, so the first and last tabs end up at the edges.
 *
 * It depends only on where things are now, never on how the list got there: a tab that took focus
 * (the browser scrolls it into view) and then grew (its count arrived) ends in the same place as
 * one that grew first. That is what makes a tab strip look the same in every capture.
 */
export function centredScrollLeft(scrollLeft: number, view: Span, tab: Span): number {
  return Math.round(scrollLeft + tab.start + tab.size / 2 - (view.start + view.size / 2));
}

/**
 * Keeps the selected tab of a sideways-scrolling tab list in the middle of the list: when the
 * selection changes and when a tab or the list changes size. Only the list scrolls, never the page.
 * A ref callback: returns the cleanup (and does nothing for the null some ref mergers still pass).
 */
export function keepSelectedTabCentred(list: HTMLElement | null): (() => void) | undefined {
  if (!list) return undefined;
  const centre = () => {
    const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!tab || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    list.scrollLeft = centredScrollLeft(
      list.scrollLeft,
      { start: listBox.left + list.clientLeft, size: list.clientWidth },
      { start: tabBox.left, size: tabBox.width },
    );
  };
  const sizes = new ResizeObserver(centre);
  const observeTabs = () => {
    sizes.disconnect();
    sizes.observe(list);
    for (const tab of list.querySelectorAll('[role="tab"]')) sizes.observe(tab);
  };
  const changes = new MutationObserver((records) => {
    if (records.some((record) => record.type === 'childList')) observeTabs();
    centre();
  });
  changes.observe(list, {
    childList: true,
    attributes: true,
    attributeFilter: ['aria-selected'],
    subtree: true,
  });
  observeTabs();
  return () => {
    sizes.disconnect();
    changes.disconnect();
  };
}
