/**
 * The try-it panel of an API operation page, rendered on the server so its form reads without
 * JavaScript: the server (and its variables), the credentials the operation asks for, its path,
 * query and header parameters and its body, prefilled with the examples. Its Send button stays
 * disabled until client/tryItPanel.ts (loaded only on pages with a panel) makes the form live;
 * the words that module shows are in the panel's `data-strings`, in the page's language.
 */
import type { ReactNode } from 'react';
import { API_TRY_CLASS } from '../../dom.js';
import { useT } from '../../i18n.js';
import type { ApiOperationView } from '../../types.js';

/** The words the browser module shows, by its own names. */
export const TRY_IT_STRINGS = {
  sending: 'api.trySending',
  time: 'api.tryTime',
  failed: 'api.tryFailed',
  empty: 'api.tryEmpty',
  status: 'api.status',
  request: 'api.tryRequest',
  cookies: 'api.tryCookies',
} as const;

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <label className="api-try-row">
      <span className="api-try-label">{label}</span>
      {children}
    </label>
  );
}

export function ApiTryIt({ op }: { op: ApiOperationView }) {
  const t = useT();
  const { servers, auth, body } = op.tryIt;
  const strings = Object.fromEntries(
    Object.entries(TRY_IT_STRINGS).map(([name, key]) => [name, t(key)]),
  );
  const parameters = op.parameters.filter((p) =>
    ['path', 'query', 'header', 'cookie'].includes(p.in),
  );
  // A page cannot set a request's cookies (Cookie is a header fetch refuses): the panel says so,
  // as Swagger UI's documentation does, and shows them in the request it gives to run elsewhere.
  const cookies = parameters.some((p) => p.in === 'cookie') || auth?.in === 'cookie';
  return (
    <details
      className={API_TRY_CLASS}
      data-method={op.tryIt.method}
      data-path={op.tryIt.path}
      data-strings={JSON.stringify(strings)}
      {...(cookies && { 'data-cookies': '' })}
    >
      <summary className="api-try-summary">{t('api.tryIt')}</summary>
      <form className="api-try-form" noValidate>
        {servers.length > 0 && (
          <Row label={t('api.tryServer')}>
            <select name="server" className="api-try-server">
              {servers.map((server, i) => (
                <option key={i} value={i} data-url={server.url}>
                  {server.description ? `${server.url} (${server.description})` : server.url}
                </option>
              ))}
            </select>
          </Row>
        )}
        {servers.map(
          (server, i) =>
            server.variables && (
              <fieldset key={i} className="api-try-group" data-server={i} hidden={i !== 0}>
                {Object.entries(server.variables).map(([name, variable]) => (
                  <Row key={name} label={<code>{`{${name}}`}</code>}>
                    {variable.enum ? (
                      <select data-var={name} defaultValue={variable.default}>
                        {variable.enum.map((value) => (
                          <option key={value}>{value}</option>
                        ))}
                      </select>
                    ) : (
                      <input data-var={name} defaultValue={variable.default} spellCheck={false} />
                    )}
                  </Row>
                ))}
              </fieldset>
            ),
        )}
        {auth && (
          <fieldset className="api-try-group" data-scheme={auth.scheme}>
            <legend>{t('api.authentication')}</legend>
            {auth.kind === 'basic' ? (
              <>
                <Row label={t('api.tryUsername')}>
                  <input data-auth="username" autoComplete="off" spellCheck={false} />
                </Row>
                <Row label={t('api.tryPassword')}>
                  <input data-auth="password" type="password" autoComplete="off" />
                </Row>
              </>
            ) : (
              <Row
                label={
                  auth.kind === 'apiKey' ? (
                    <>
                      {t('api.tryApiKey')} <code>{auth.name}</code>
                    </>
                  ) : (
                    t('api.tryToken')
                  )
                }
              >
                <input
                  data-auth={auth.kind}
                  data-in={auth.in}
                  data-name={auth.name}
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                />
              </Row>
            )}
            <p className="api-try-note">{t('api.tryKept')}</p>
          </fieldset>
        )}
        {parameters.length > 0 && (
          <fieldset className="api-try-group">
            <legend>{t('api.parameters')}</legend>
            {parameters.map((p) => (
              <Row
                key={`${p.in}-${p.name}`}
                label={
                  <>
                    <code>{p.name}</code> <span className="api-field-in">{p.in}</span>
                  </>
                }
              >
                <input
                  data-in={p.in}
                  data-name={p.name}
                  defaultValue={p.example ?? ''}
                  placeholder={p.type}
                  required={p.required}
                  spellCheck={false}
                />
              </Row>
            ))}
          </fieldset>
        )}
        {cookies && <p className="api-try-note api-try-cookies">{t('api.tryCookies')}</p>}
        {body && (
          <Row
            label={
              <>
                {t('api.requestBody')} <code>{body.contentType}</code>
              </>
            }
          >
            <textarea
              data-body={body.contentType}
              defaultValue={body.text}
              rows={Math.min(12, body.text.split('\n').length + 1)}
              spellCheck={false}
            />
          </Row>
        )}
        <button type="submit" className="api-try-send" disabled>
          {t('api.trySend')}
        </button>
      </form>
      <div className="api-try-result" role="status" aria-live="polite" hidden />
    </details>
  );
}
