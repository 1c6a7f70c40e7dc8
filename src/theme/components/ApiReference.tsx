/** The API reference's page bodies: an operation (parameters, body, responses, example) and the overview. */
import { useT } from '../i18n.js';
import type { ApiOperationView, ApiOverviewView, SchemaRow } from '../types.js';

export function MethodBadge({ method }: { method: string }) {
  return <span className={`method-badge method-${method}`}>{method.toUpperCase()}</span>;
}

function Html({ html, className }: { html?: string; className?: string }) {
  return html ? <div className={className ?? 'markdown'} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

function SchemaTable({ rows }: { rows: SchemaRow[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <ul className="schema">
      {rows.map((row) => (
        <li key={row.name}>
          <code className="schema-name">{row.name}</code> <span className="schema-type">{row.type}</span>{' '}
          <span className={row.required ? 'schema-required' : 'schema-optional'}>{row.required ? t('api.required') : t('api.optional')}</span>
          {row.description && <p className="schema-description">{row.description}</p>}
          {row.enum && (
            <p className="schema-enum">
              {row.enum.map((value) => (
                <code key={value}>{value}</code>
              ))}
            </p>
          )}
          {row.children.length > 0 && <SchemaTable rows={row.children} />}
        </li>
      ))}
    </ul>
  );
}

function CodeBlock({ language, title, code }: { language: string; title: string; code: string }) {
  return (
    <div className="code-block" data-language={language}>
      <div className="code-block-title">{title}</div>
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
    </div>
  );
}

export function ApiOperationBody({ op }: { op: ApiOperationView }) {
  const t = useT();
  return (
    <div className="api-operation">
      <p className="api-endpoint">
        <MethodBadge method={op.method} /> <code>{op.path}</code>
      </p>
      <Html html={op.descriptionHtml} />
      {op.auth.length > 0 && (
        <p className="api-auth">
          <strong>{t('api.authentication')}:</strong> <code>{op.auth.join(' · ')}</code>
        </p>
      )}
      <div className="markdown">
        <h2 id="parameters">{t('api.parameters')}</h2>
        {op.parameters.length === 0 ? (
          <p>{t('api.noParameters')}</p>
        ) : (
          <table tabIndex={0}>
            <thead>
              <tr>
                <th>{t('api.name')}</th>
                <th>{t('api.in')}</th>
                <th>{t('api.type')}</th>
                <th>{t('api.description')}</th>
              </tr>
            </thead>
            <tbody>
              {op.parameters.map((p) => (
                <tr key={`${p.in}-${p.name}`}>
                  <td>
                    <code>{p.name}</code>
                    {p.required && <span className="schema-required"> {t('api.required')}</span>}
                  </td>
                  <td>{p.in}</td>
                  <td>{p.type}</td>
                  <td>{p.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {op.requestBody && (
          <>
            <h2 id="request-body">{t('api.requestBody')}</h2>
            <p>
              <code>{op.requestBody.contentType}</code> {op.requestBody.required ? t('api.required') : t('api.optional')}
            </p>
            <Html html={op.requestBody.descriptionHtml} className="api-description" />
            <SchemaTable rows={op.requestBody.schema} />
          </>
        )}
        <h2 id="responses">{t('api.responses')}</h2>
        {op.responses.map((response) => (
          <section className="api-response" key={response.status}>
            <h3 id={`response-${response.status}`}>
              <span className={`status-badge status-${response.status[0]}xx`}>{response.status}</span>
            </h3>
            <Html html={response.descriptionHtml} className="api-description" />
            <SchemaTable rows={response.schema} />
            {response.example && <CodeBlock language="json" title={t('api.exampleResponse')} code={response.example} />}
          </section>
        ))}
        <h2 id="example">{t('api.example')}</h2>
        <CodeBlock language="bash" title="curl" code={op.curl} />
        <CodeBlock language="javascript" title="JavaScript (fetch)" code={op.fetch} />
      </div>
    </div>
  );
}

export function ApiOverviewBody({ overview }: { overview: ApiOverviewView }) {
  const t = useT();
  return (
    <div className="api-overview">
      <Html html={overview.descriptionHtml} />
      <dl className="api-facts">
        <dt>{t('api.baseUrl')}</dt>
        <dd>
          <code>{overview.baseUrl}</code>
        </dd>
        {overview.auth.map((a) => (
          <div key={a.name}>
            <dt>{t('api.authentication')}</dt>
            <dd>
              <code>{a.detail}</code>
              <Html html={a.descriptionHtml} className="api-description" />
            </dd>
          </div>
        ))}
      </dl>
      <div className="markdown">
        {overview.groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id}>{group.name}</h2>
            <Html html={group.descriptionHtml} className="api-description" />
            <ul className="api-operation-list">
              {group.operations.map((op) => (
                <li key={op.href}>
                  <a href={op.href}>
                    <MethodBadge method={op.method} />
                    <span className="api-op-summary">{op.summary}</span>
                    <code className="api-op-path">{op.path}</code>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
