import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  /** The tab's text and accessible name. */
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled: the open tab (e.g. from the URL); else the first tab opens. */
  value?: string;
  onValueChange?: (id: string) => void;
}

/** Tabs (Radix): arrow keys move between tabs, Home and End jump, each panel is labelled by its tab. */
export function Tabs({ label, tabs, value, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={value === undefined ? tabs[0]?.id : undefined}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.id} value={tab.id} className={styles.tab}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} className={styles.panel}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
