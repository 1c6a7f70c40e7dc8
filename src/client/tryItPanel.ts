/**
 * The API try-it panel made live (loaded by tryIt.ts on pages that have one): its form sends the
 * operation's request from the browser with fetch (the server chosen, its variables, the
 * credentials, parameters and body as the reader left them) and shows the answer's status, the
 * time it took and its body (text, escaped; JSON pretty-printed). Credentials are kept per
 * security scheme in sessionStorage, so the next operation page of the tab has them. A request the
 * browser refuses (the server does not allow the page's origin: CORS) or that cannot reach the
 * server fails without a status, and the panel says so plainly. Either way it shows the request
 * as a curl command to run elsewhere: with the cookies the operation takes, which a page cannot
 * set on a request (the browser sends only those it holds for the server, `credentials:
 * 'include'`), and says so.
 */
import { API_TRY_CLASS, API_TRY_LIVE_ATTRIBUTE } from '../theme/browser.js';

type Strings = Record<
  'sending' | 'time' | 'failed' | 'empty' | 'status' | 'request' | 'cookies',
  string
>;

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
): { url: string; init: RequestInit; cookies: string[] } {
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
  // Cookies: shown in the request to run elsewhere, never sent from here (fetch cannot).
  const cookies = valuesOf(form, 'input[data-in="cookie"]').map(
    (input) => `${input.dataset.name}=${input.value}`,
  );
  const body = form.querySelector<HTMLTextAreaElement>('[data-body]');
  if (body) headers.set('Content-Type', body.dataset.body!);
  const search = query.toString();
  return {
    url: `${base}${path}${search ? `?${search}` : ''}`,
    init: {
      method: panel.dataset.method,
      headers,
      ...(body && { body: body.value }),
      // An operation that takes cookies gets the browser's own for its server, which it sends itself.
      credentials: panel.hasAttribute('data-cookies') ? 'include' : 'same-origin',
    },
    cookies,
  };
}

/** A word as a POSIX shell reads it, in single quotes. */
const quoted = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/** The request as a curl command, with the cookies the page could not send. */
export function curlOf({ url, init, cookies }: ReturnType<typeof requestOf>): string {
  const lines = [`curl -X ${init.method ?? 'GET'} ${quoted(url)}`];
  for (const [name, value] of new Headers(init.headers))
    lines.push(`-H ${quoted(`${name}: ${value}`)}`);
  if (cookies.length > 0) lines.push(`-H ${quoted(`Cookie: ${cookies.join('; ')}`)}`);
  if (typeof init.body === 'string') lines.push(`--data ${quoted(init.body)}`);
  return lines.join(' \\\n  ');
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
  const request = requestOf(panel, form);
  // What was sent, to run elsewhere; first, with what the browser left out.
  const shown = document.createElement('div');
  shown.className = 'api-try-request';
  const label = document.createElement('p');
  label.className = 'api-try-label';
  label.textContent = strings.request;
  const curl = document.createElement('pre');
  curl.textContent = curlOf(request);
  shown.append(label, curl);
  if (request.cookies.length > 0) {
    const note = document.createElement('p');
    note.className = 'api-try-note';
    note.textContent = strings.cookies;
    shown.append(note);
  }
  try {
    const response = await fetch(request.url, request.init);
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
    result.replaceChildren(head, pre, shown);
  } catch {
    // fetch rejects without telling why: a CORS refusal and an unreachable server look alike.
    result.className = 'api-try-result api-try-failed';
    const failed = document.createElement('p');
    failed.textContent = strings.failed;
    result.replaceChildren(failed, shown);
  } finally {
    button.disabled = false;
  }
}
