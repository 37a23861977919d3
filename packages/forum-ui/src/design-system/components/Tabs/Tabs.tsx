import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { useId, type ReactNode } from 'react';
import * as styles from './Tabs.css.ts';
import { keepSelectedTabCentred } from './tabScroll.ts';

export interface TabItem {
  /** Stable id, e.g. 'banned'. Used for selection and DOM ids. */
  id: string;
  label: ReactNode;
  /**
   * Shown as a small pill after the label and read as part of the tab's name
   * ('Banned 3'). 0 shows '0'; null or undefined shows no pill. A string may
   * be pre-formatted, e.g. '1.2K'.
   */
  count?: number | string | null;
  /** The panel. Only the selected tab's panel is rendered. */
  content: ReactNode;
}

export interface TabsProps {
  /** The tabs: each with its id, label and panel content. */
  tabs: readonly TabItem[];
  /** Names the tab list, e.g. 'User filters'. */
  'aria-label': string;
  /** 'sub' for the smaller tabs inside a section (My Threads, My Posts...). */
  variant?: styles.TabsVariants['variant'];
  /** Controlled selection. */
  selectedId?: string;
  /** Uncontrolled start; by default the first tab. */
  defaultSelectedId?: string;
  /** Called with the id of the tab chosen. */
  onSelectedIdChange?: (id: string) => void;
  /** Extra class for the tabs' wrapper. */
  className?: string;
}

/**
 * Tabs with optional counts (Ariakit Tab). Arrow keys move and select, Home and
 * End jump to the ends, Tab moves into the panel. The list scrolls sideways
 * when the tabs do not fit, and keeps the selected tab in its middle (as far as
 * the ends allow) when the selection changes or a tab grows, e.g. when its
 * count arrives.
 */
export function Tabs({
  tabs,
  'aria-label': ariaLabel,
  variant,
  selectedId,
  defaultSelectedId,
  onSelectedIdChange,
  className,
}: TabsProps) {
  // DOM ids are prefixed, so two tab sets with the same item ids do not clash.
  const prefix = `${useId()}tab-`;
  const toDomId = (id: string | undefined) => (id === undefined ? undefined : prefix + id);
  return (
    <TabProvider
      selectedId={toDomId(selectedId)}
      defaultSelectedId={toDomId(defaultSelectedId)}
      setSelectedId={(domId) => {
        if (domId?.startsWith(prefix)) onSelectedIdChange?.(domId.slice(prefix.length));
      }}
    >
      <div className={className}>
        <TabList
          aria-label={ariaLabel}
          className={styles.list({ variant })}
          ref={keepSelectedTabCentred}
        >
          {tabs.map((item) => (
            <Tab key={item.id} id={prefix + item.id} className={styles.tab({ variant })}>
              {item.label}
              {item.count != null && item.count !== '' && (
                <>
                  {' '}
                  <span className={styles.count}>{item.count}</span>
                </>
              )}
            </Tab>
          ))}
        </TabList>
        {tabs.map((item) => (
          <TabPanel key={item.id} tabId={prefix + item.id} unmountOnHide className={styles.panel}>
            {item.content}
          </TabPanel>
        ))}
      </div>
    </TabProvider>
  );
}
