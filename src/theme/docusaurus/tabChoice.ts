/**
 * The tab a reader chose for a `groupId`, shared by every `<Tabs>` of the group on the page (and
 * in other windows) and kept in localStorage under `docusaurus.tab.<groupId>`, the key Docusaurus
 * uses, so a reader's choice survives the move. Without storage the choice still holds on the page.
 */
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../storage.js';

const CHOICE_EVENT = 'sitegen:tab-choice';
const chosen = new Map<string, string>();

export const tabChoiceKey = (groupId: string) => `docusaurus.tab.${groupId}`;

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null) chosen.clear();
    else chosen.delete(event.key);
    onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHOICE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHOICE_EVENT, onChange);
  };
}

/** The choice stored under `key` (none on the server and while hydrating). */
export function useTabChoice(key: string | undefined): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (key === undefined ? null : (chosen.get(key) ?? readStorage(key))),
    () => null,
  );
}

export function chooseTab(key: string, value: string): void {
  chosen.set(key, value);
  writeStorage(key, value);
  window.dispatchEvent(new Event(CHOICE_EVENT));
}
