/**
 * The API reference's request sample tabs keep the reader's language across pages: a choice is
 * stored by its tab's label, and each operation page shown (the first, and after each in-place
 * navigation) opens on it, when it has a sample in that language. The tabs themselves work
 * without script (radio buttons and CSS, theme/components/api/samples.tsx).
 */
import { API_SAMPLE_INPUT, readStorage, STORAGE_KEYS, writeStorage } from '../theme/browser.js';

let listening = false;

function onChange(event: Event): void {
  const input = event.target;
  if (input instanceof HTMLInputElement && input.name === API_SAMPLE_INPUT && input.checked)
    writeStorage(STORAGE_KEYS.apiSample, input.value);
}

/** Checks the stored language's tab on the page being shown; the first call starts listening. */
export function keepSampleChoice(): void {
  if (!listening) {
    listening = true;
    document.addEventListener('change', onChange);
  }
  const chosen = readStorage(STORAGE_KEYS.apiSample);
  if (chosen === null) return;
  for (const input of document.querySelectorAll<HTMLInputElement>(
    `input[name="${API_SAMPLE_INPUT}"]`,
  ))
    if (input.value === chosen) input.checked = true;
}
