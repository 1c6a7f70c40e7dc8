/**
 * The API try-it panel made live (loaded by tryIt.ts on pages that have one): its form sends the
 * operation's request from the browser with fetch (the server chosen, its variables, the
 * credentials, parameters and body as the reader left them) and shows the answer's status, the
 * time it took and its body (text, escaped; JSON pretty-printed). Credentials are kept per
 * security scheme in sessionStorage, so the next operation page of the tab has them. A request the
 * browser refuses (the server does not allow the page's origin: CORS) or that cannot reach the
 * server fails without a status, and the panel says so plainly, pointing to the curl sample.
 */
import { API_TRY_CLASS, API_TRY_LIVE_ATTRIBUTE } from '../theme/browser.js';

type Strings = Record<'sending' | 'time' | 'failed' | 'empty' | 'status', string>;

const AUTH_KEY = (scheme: string, part: string) => `sitegen.api.auth.${scheme}.${part}`;

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: credentials are simply not kept
  }
}

/** Makes every panel of the page that is not live yet live. */
export function makeLive(): void {
  for (const panel of document.querySelectorAll<HTMLElement>(`.${API_TRY_CLASS}`)) {
    if (panel.hasAttribute(API_TRY_LIVE_ATTRIBUTE)) continue;
    panel.setAttribute(API_TRY_LIVE_ATTRIBUTE, '');
    const form = panel.querySelector('form')!;
    const scheme = panel.querySelector<HTMLElement>('[data-scheme]')?.dataset.scheme;
    for (const input of form.querySelectorAll<HTMLInputElement>('[data-auth]')) {
      const key = AUTH_KEY(scheme ?? '', input.dataset.auth!);
      input.value = session()?.getItem(key) ?? input.value;
      input.addEventListener('input', () => session()?.setItem(key, input.value));
    }
    const server = form.querySelector<HTMLSelectElement>('select[name="server"]');
    server?.addEventListener('change', () => {
      for (const group of form.querySelectorAll<HTMLElement>('[data-server]'))
        group.hidden = group.dataset.server !== server.value;
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void send(panel, form);
    });
    form.querySelector<HTMLButtonElement>('.api-try-send')!.disabled = false;
  }
}

const valuesOf = (form: HTMLFormElement, selector: string) =>
  [...form.querySelectorAll<HTMLInputElement>(selector)].filter((input) => input.value !== '');

/** The request the form describes. */
export function requestOf(
  panel: HTMLElement,
  form: HTMLFormElement,
): { url: string; init: RequestInit } {
  const server = form.querySelector<HTMLSelectElement>('select[name="server"]');
  const option = server?.selectedOptions[0];
  const variables = form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    `[data-server="${server?.value ?? ''}"] [data-var]`,
  );
  let base = option?.dataset.url ?? '';
  for (const input of variables) base = base.replaceAll(`{${input.dataset.var}}`, input.value);
  let path = panel.dataset.path ?? '';
  for (const input of valuesOf(form, '[data-in="path"]'))
    path = path.replaceAll(`{${input.dataset.name}}`, encodeURIComponent(input.value));
  const query = new URLSearchParams();
  const headers = new Headers();
  for (const input of valuesOf(form, 'input[data-in="query"]:not([data-auth])'))
    query.append(input.dataset.name!, input.value);
  for (const input of valuesOf(form, 'input[data-in="header"]:not([data-auth])'))
    headers.set(input.dataset.name!, input.value);
  const auth = (part: string) =>
    form.querySelector<HTMLInputElement>(`[data-auth="${part}"]`)?.value ?? '';
  const key = form.querySelector<HTMLInputElement>('[data-auth="apiKey"]');
  if (auth('bearer')) headers.set('Authorization', `Bearer ${auth('bearer')}`);
  if (auth('username') || auth('password'))
    headers.set('Authorization', `Basic ${btoa(`${auth('username')}:${auth('password')}`)}`);
  if (key?.value && key.dataset.in === 'query') query.append(key.dataset.name!, key.value);
  else if (key?.value && key.dataset.in === 'header') headers.set(key.dataset.name!, key.value);
  const body = form.querySelector<HTMLTextAreaElement>('[data-body]');
  if (body) headers.set('Content-Type', body.dataset.body!);
  const search = query.toString();
  return {
    url: `${base}${path}${search ? `?${search}` : ''}`,
    init: {
      method: panel.dataset.method,
      headers,
      ...(body && { body: body.value }),
      // A cookie API key goes with the browser's own cookies, which it sends itself.
      credentials: key?.dataset.in === 'cookie' ? 'include' : 'same-origin',
    },
  };
}

/** The body as the reader should see it: JSON indented, anything else as it came. */
function readable(text: string, type: string | null): string {
  if (!/json/i.test(type ?? '')) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

async function send(panel: HTMLElement, form: HTMLFormElement): Promise<void> {
  const strings = JSON.parse(panel.dataset.strings ?? '{}') as Strings;
  const result = panel.querySelector<HTMLElement>('.api-try-result')!;
  const button = form.querySelector<HTMLButtonElement>('.api-try-send')!;
  result.hidden = false;
  result.className = 'api-try-result';
  result.textContent = strings.sending;
  button.disabled = true;
  const started = performance.now();
  try {
    const { url, init } = requestOf(panel, form);
    const response = await fetch(url, init);
    const text = await response.text();
    const ms = Math.round(performance.now() - started);
    const head = document.createElement('p');
    head.className = 'api-try-head';
    const status = document.createElement('span');
    status.className = `status-badge status-${String(response.status)[0]}xx`;
    status.textContent = `${response.status} ${response.statusText}`.trim();
    status.setAttribute('aria-label', `${strings.status} ${response.status}`);
    const time = document.createElement('span');
    time.className = 'api-try-time';
    time.textContent = strings.time.replace('{ms}', String(ms));
    head.append(status, ' ', time);
    const pre = document.createElement('pre');
    pre.className = 'api-try-body';
    pre.textContent =
      text === '' ? strings.empty : readable(text, response.headers.get('content-type'));
    result.replaceChildren(head, pre);
  } catch {
    // fetch rejects without telling why: a CORS refusal and an unreachable server look alike.
    result.className = 'api-try-result api-try-failed';
    result.textContent = strings.failed;
  } finally {
    button.disabled = false;
  }
}
