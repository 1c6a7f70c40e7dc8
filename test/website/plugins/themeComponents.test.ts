import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  PAGE_COMPONENTS,
  SHELL_COMPONENTS,
  THEME_COMPONENT_NAMES,
} from '../../../src/theme/overridable.js';
import { themeComponents } from '../../../website/plugins/themeComponents.js';
import { repoRoot } from '../../helpers.js';

describe('themeComponents', () => {
  const components = themeComponents(
    path.join(repoRoot, 'src', 'theme'),
    SHELL_COMPONENTS,
    PAGE_COMPONENTS,
  );

  test('every replaceable component, the shell ones hydrated, each with its props type', () => {
    expect(components.map((component) => component.name)).toEqual(THEME_COMPONENT_NAMES);
    expect(components.find((component) => component.name === 'Navbar')).toMatchObject({
      hydrated: true,
      propsType: 'NavbarProps',
    });
    expect(components.find((component) => component.name === 'DocSidebar')?.hydrated).toBe(false);
  });

  test("props come from the props type's members, with their comments, through a type alias", () => {
    const sidebar = components.find((component) => component.name === 'DocSidebar')!;
    expect(sidebar.props).toEqual([
      { name: 'items', type: 'SidebarItem[]', optional: false, description: '' },
      { name: 'activeHref', type: 'string', optional: false, description: '' },
      { name: 'openHref', type: 'string', optional: true, description: '' },
    ]);
    const navbar = components.find((component) => component.name === 'Navbar')!;
    expect(navbar.props.find((prop) => prop.name === 'docSidebar')?.description).toMatch(
      /docs sidebar/,
    );
    // LocaleDropdownProps is `type LocaleDropdownProps = LocaleProps`.
    const locales = components.find((component) => component.name === 'LocaleDropdown')!;
    expect(locales.props.map((prop) => prop.name)).toEqual(
      expect.arrayContaining(['locales', 'current']),
    );
  });
});
