/**
 * Light/dark switch, shown when the config allows switching. The head script has already applied
 * the stored choice (or the system preference) before first paint; this reads it back after
 * hydration, stores a new choice under `theme`, and follows the system while nothing is stored.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n.js';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.js';
import type { ClientShell } from '../types.js';
import { MoonIcon, SunIcon } from './Icons.js';
import { overridable } from '../overridable.js';

type Mode = 'light' | 'dark';

export interface ColorModeToggleProps {
  colorMode: ClientShell['colorMode'];
}

function ColorModeToggleOriginal({ colorMode }: ColorModeToggleProps) {
  const t = useT();
  const [mode, setMode] = useState<Mode>(colorMode.defaultMode);
  useEffect(() => {
    setMode(document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark');
    if (!colorMode.respectPrefersColorScheme || readStorage(STORAGE_KEYS.theme)) return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => {
      if (!readStorage(STORAGE_KEYS.theme)) apply(query.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [colorMode.respectPrefersColorScheme]);
  const apply = (next: Mode) => {
    document.documentElement.setAttribute('data-theme', next);
    setMode(next);
  };
  const toggle = () => {
    const next = mode === 'dark' ? 'light' : 'dark';
    writeStorage(STORAGE_KEYS.theme, next);
    apply(next);
  };
  return (
    <button
      type="button"
      className="navbar-link color-mode-toggle"
      onClick={toggle}
      aria-label={t('colorMode.toggle', { mode: t(`colorMode.${mode}`) })}
    >
      {mode === 'dark' ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}

/** Replaceable by a site's `src/theme/ColorModeToggle.tsx` (see overridable.tsx). */
export const ColorModeToggle = /* @__PURE__ */ overridable(
  'ColorModeToggle',
  ColorModeToggleOriginal,
);
