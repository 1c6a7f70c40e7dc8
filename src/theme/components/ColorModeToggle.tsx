/**
 * Light/dark switch, shown when the config allows switching. The head script has already applied
 * the stored choice (or the system preference) before first paint; this reads it back after
 * hydration (and whenever it changes: colorMode.ts), stores a new choice under `theme`, and
 * follows the system while nothing is stored.
 */
import { useEffect } from 'react';
import { applyColorMode, chooseColorMode } from '../colorMode.js';
import { useDocumentColorMode } from '../hooks.js';
import { useT } from '../i18n.js';
import { readStorage, STORAGE_KEYS } from '../storage.js';
import type { ClientShell } from '../types.js';
import { MoonIcon, SunIcon } from './Icons.js';
import { overridable } from '../overridable.js';

export interface ColorModeToggleProps {
  colorMode: ClientShell['colorMode'];
}

function ColorModeToggleOriginal({ colorMode }: ColorModeToggleProps) {
  const t = useT();
  // Follows a change made elsewhere too (a site's component calling useColorMode's setColorMode).
  const mode = useDocumentColorMode(colorMode.defaultMode);
  useEffect(() => {
    if (!colorMode.respectPrefersColorScheme || readStorage(STORAGE_KEYS.theme)) return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => {
      if (!readStorage(STORAGE_KEYS.theme)) applyColorMode(query.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [colorMode.respectPrefersColorScheme]);
  const toggle = () => chooseColorMode(mode === 'dark' ? 'light' : 'dark', colorMode);
  return (
    <button
      type="button"
      className="navbar-link color-mode-toggle"
      onClick={toggle}
      aria-label={t('colorMode.toggle', { mode: t(`colorMode.${mode}`) })}
    >
      {/* Both icons, the one of the mode shown by CSS: right before hydration too, and in the
          plain view, which only keeps the label current (client/navbar.ts). */}
      <span className="color-mode-when-light">
        <SunIcon />
      </span>
      <span className="color-mode-when-dark">
        <MoonIcon />
      </span>
    </button>
  );
}

/** Replaceable by a site's `src/theme/ColorModeToggle.tsx` (see overridable.tsx). */
export const ColorModeToggle = /* @__PURE__ */ overridable(
  'ColorModeToggle',
  ColorModeToggleOriginal,
);
