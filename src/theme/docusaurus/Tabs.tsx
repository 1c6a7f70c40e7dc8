/**
 * `@theme/Tabs` and `@theme/TabItem`, with Docusaurus's props: a WAI-ARIA tab list (arrow keys,
 * Home and End move between tabs and show them), `groupId` (tabs of a group show the same choice
 * across the page and later visits: tabChoice.ts), `queryString` (the choice in the address, which
 * wins over the stored one), `defaultValue` / `default`, `values` and `block`. Every panel is in
 * the server's HTML (hidden but one), so crawlers read them all; without JavaScript all panels
 * show, each under its label (docusaurus.css). `lazy` is accepted and changes nothing: panels are
 * always rendered, for that reason.
 */
import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { classNames } from './classNames.js';
import { currentLocation, navigate, useLocation } from './location.js';
import { chooseTab, tabChoiceKey, useTabChoice } from './tabChoice.js';
import './docusaurus.css';

export interface TabValue {
  value: string;
  label?: ReactNode;
  default?: boolean;
  attributes?: Record<string, unknown>;
}

export interface TabsProps {
  children?: ReactNode;
  values?: readonly TabValue[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: string | boolean;
  lazy?: boolean;
  block?: boolean;
  className?: string;
}

export interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  attributes?: Record<string, unknown>;
  className?: string;
  children?: ReactNode;
  /** Given by `<Tabs>`. */
  hidden?: boolean;
  id?: string;
  'aria-labelledby'?: string;
}

export function TabItem({
  children,
  className,
  hidden,
  id,
  label,
  'aria-labelledby': labelledBy,
}: TabItemProps) {
  return (
    <div
      role="tabpanel"
      className={classNames('tabs-panel', className)}
      hidden={hidden}
      id={id}
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      {label !== undefined && (
        <p className="tabs-panel-label" aria-hidden="true">
          {label}
        </p>
      )}
      {children}
    </div>
  );
}

function tabItems(children: ReactNode): Array<ReactElement<TabItemProps>> {
  return Children.toArray(children).flatMap((child) => {
    if (typeof child === 'string' && child.trim() === '') return [];
    if (isValidElement<TabItemProps>(child) && typeof child.props.value === 'string')
      return [child];
    throw new Error(
      'every child of <Tabs> must be a <TabItem> with a "value" (or give <Tabs> a "values" list)',
    );
  });
}

function tabValues(props: TabsProps, items: Array<ReactElement<TabItemProps>>): TabValue[] {
  const values = props.values
    ? [...props.values]
    : items.map(({ props: item }) => ({
        value: item.value,
        label: item.label,
        default: item.default,
        attributes: item.attributes,
      }));
  if (values.length === 0) throw new Error('<Tabs> needs at least one <TabItem>');
  const seen = new Set<string>();
  for (const { value } of values) {
    if (seen.has(value)) throw new Error(`<Tabs> has the value "${value}" twice`);
    seen.add(value);
  }
  if (props.defaultValue && !seen.has(props.defaultValue))
    throw new Error(
      `<Tabs> has the defaultValue "${props.defaultValue}", which no tab has (the values are ${[...seen].join(', ')})`,
    );
  return values;
}

function queryKey({ queryString = false, groupId }: TabsProps): string | undefined {
  if (typeof queryString === 'string') return queryString;
  if (!queryString) return undefined;
  if (!groupId)
    throw new Error('<Tabs queryString> needs a groupId (or name the parameter: queryString="os")');
  return groupId;
}

export default function Tabs(props: TabsProps) {
  const { groupId, block, className } = props;
  const items = tabItems(props.children);
  const values = tabValues(props, items);
  const has = (value: string | null | undefined): value is string =>
    typeof value === 'string' && values.some((tab) => tab.value === value);

  const [chosen, setChosen] = useState(
    () => props.defaultValue || (values.find((tab) => tab.default) ?? values[0]).value,
  );
  const query = queryKey(props);
  const location = useLocation();
  const fromQuery = query ? new URLSearchParams(location.search).get(query) : null;
  const storageKey = groupId ? tabChoiceKey(groupId) : undefined;
  const stored = useTabChoice(storageKey);
  // The address first, then the group's stored choice, then the reader's last click here.
  const selected = [fromQuery, stored].find(has) ?? chosen;

  const ids = useId();
  const tabId = (index: number) => `${ids}tab-${index}`;
  const panelId = (index: number) => `${ids}panel-${index}`;
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  // The tab the reader used stays where it was on the screen, though tabs of its group above it
  // change height.
  const anchor = useRef<{ element: HTMLElement; top: number } | null>(null);
  useLayoutEffect(() => {
    const kept = anchor.current;
    anchor.current = null;
    if (kept) window.scrollBy(0, kept.element.getBoundingClientRect().top - kept.top);
  });

  const select = (value: string, element: HTMLElement) => {
    anchor.current = { element, top: element.getBoundingClientRect().top };
    setChosen(value);
    if (query) {
      const search = new URLSearchParams(currentLocation().search);
      search.set(query, value);
      navigate({ search: `?${search.toString()}`, hash: currentLocation().hash }, true);
    }
    if (storageKey) chooseTab(storageKey, value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.current.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const last = values.length - 1;
    const next = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs.current[next];
    if (!tab) return;
    tab.focus();
    select(values[next].value, tab);
  };

  return (
    <div className={classNames('tabs-container', className)}>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={classNames('tabs', block && 'tabs--block')}
        onKeyDown={onKeyDown}
      >
        {values.map(({ value, label, attributes = {} }, index) => {
          const { className: tabClass, ...otherAttributes } = attributes;
          const isSelected = value === selected;
          return (
            <button
              key={value}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-controls={panelId(index)}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              onClick={(event) => select(value, event.currentTarget)}
              {...otherAttributes}
              className={classNames(
                'tabs__item',
                typeof tabClass === 'string' && tabClass,
                isSelected && 'tabs__item--active',
              )}
            >
              {label ?? value}
            </button>
          );
        })}
      </div>
      <div className="tabs-panels">
        {items.map((item) => {
          const index = values.findIndex((tab) => tab.value === item.props.value);
          const tab = values[index];
          return cloneElement(item, {
            key: item.props.value,
            hidden: item.props.value !== selected,
            id: index < 0 ? undefined : panelId(index),
            'aria-labelledby': index < 0 ? undefined : tabId(index),
            label: item.props.label ?? tab?.label ?? item.props.value,
          });
        })}
      </div>
    </div>
  );
}
