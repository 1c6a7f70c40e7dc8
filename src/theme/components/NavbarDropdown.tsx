/**
 * A navbar item that opens a list of links (`{ label, items }` in the config). A native <details>
 * works without JavaScript; hydrated, it closes on Escape, an outside click and navigation like
 * the navbar's other menus. It is marked active on the page one of its links leads to (its links
 * are pages of their own, unlike a section link such as Docs, active on every page of the section).
 */
import { useDisclosure, useHydrated } from '../hooks.js';
import type { ThemeLink } from '../types.js';
import { ChevronDownIcon } from './Icons.js';
import { SmartLink } from './SmartLink.js';

interface NavbarDropdownProps {
  label: string;
  /** The label as the config's trusted HTML. */
  labelHtml?: string;
  /** The config's classes of the item, on the whole dropdown. */
  className?: string;
  items: ThemeLink[];
  path: string;
}

export function NavbarDropdown({ label, labelHtml, className, items, path }: NavbarDropdownProps) {
  const hydrated = useHydrated();
  const menu = useDisclosure(path);
  const isActive = (href: string) => href === path;
  const active = items.some((item) => item.href !== '' && isActive(item.href));
  return (
    <details
      className={`dropdown navbar-dropdown ${className ? `${className} ` : ''}navbar__item`}
      ref={menu.ref}
      open={menu.open}
    >
      <summary
        className={active ? 'navbar-link active navbar__link' : 'navbar-link navbar__link'}
        aria-expanded={hydrated ? menu.open : undefined}
        onClick={menu.onSummaryClick}
      >
        {labelHtml !== undefined ? <span dangerouslySetInnerHTML={{ __html: labelHtml }} /> : label}
        <ChevronDownIcon />
      </summary>
      <ul className="dropdown-menu dropdown__menu">
        {items.map((item, i) => (
          <li key={i}>
            <SmartLink
              link={item}
              className={
                item.href !== '' && isActive(item.href)
                  ? 'dropdown-link active dropdown__link dropdown__link--active'
                  : 'dropdown-link dropdown__link'
              }
            />
          </li>
        ))}
      </ul>
    </details>
  );
}
