/**
 * Fetching a page's payload (`page-data.json`), at most once per URL: prefetches and navigations
 * share the same request. A payload that is missing or of an unknown format means "load this
 * page normally"; anything else that fails is shown to the reader with a Retry button.
 */
import { PAYLOAD_VERSION, payloadUrl } from '../routes/urls.js';
import type { PagePayload } from '../theme/types.js';

export class PayloadError extends Error {
  constructor(
    message: string,
    /** True when the page should be loaded normally instead (not found, not a payload). */
    readonly loadNormally: boolean,
  ) {
    super(message);
  }
}

const requests = new Map<string, Promise<PagePayload>>();

/** The payload of the page at `path` (a normalised path such as "/id/docs/intro"). */
export function loadPayload(path: string, fresh = false): Promise<PagePayload> {
  const known = requests.get(path);
  if (known && !fresh) return known;
  const request = fetchPayload(path, fresh);
  requests.set(path, request);
  // A failed request is forgotten, so the next attempt asks again.
  request.catch(() => requests.get(path) === request && requests.delete(path));
  return request;
}

async function fetchPayload(path: string, fresh: boolean): Promise<PagePayload> {
  let response: Response;
  try {
    response = await fetch(payloadUrl(path), { credentials: 'same-origin', cache: fresh ? 'no-cache' : 'default' });
  } catch (error) {
    throw new PayloadError(error instanceof Error ? error.message : String(error), false);
  }
  if (response.status === 404) throw new PayloadError('not found', true);
  if (!response.ok) throw new PayloadError(`${response.status} ${response.statusText}`.trim(), false);
  let data: Partial<PagePayload>;
  try {
    data = (await response.json()) as Partial<PagePayload>;
  } catch {
    throw new PayloadError('the response is not a page payload', true);
  }
  if (!data || data.version !== PAYLOAD_VERSION) throw new PayloadError('unknown payload format', true);
  return data as PagePayload;
}
