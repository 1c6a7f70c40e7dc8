/** The API reference's overview: its description, base URL and authentication, the operations by group, and the errors every operation shares. */
import { Fragment } from 'react';
import { useT } from '../../i18n.js';
import type { ApiOverviewView } from '../../types.js';
import { SchemaLink, SchemaList } from './fields.js';
import { ApiPath, Html, MethodBadge, StatusBadge } from './parts.js';

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
              <Html html={a.descriptionHtml} className="markdown api-description" />
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
                    <ApiPath path={op.path} className="api-op-path" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {overview.sharedResponses.length > 0 && (
          <section aria-labelledby="errors" className="api-shared">
            <h2 id="errors">{t('api.errors')}</h2>
            <p>{t('api.errorsIntro')}</p>
            {overview.sharedResponses.map((response) => (
              <div key={response.name} className="api-shared-response">
                <h3 id={response.id}>
                  {response.statuses.map((status) => (
                    <Fragment key={status}>
                      <StatusBadge status={status} />{' '}
                    </Fragment>
                  ))}
                  {response.name}
                </h3>
                <Html html={response.descriptionHtml} className="api-description" />
                <SchemaLink link={response.schemaLink} />
                <SchemaList rows={response.schema} />
                {response.sample && <div dangerouslySetInnerHTML={{ __html: response.sample }} />}
              </div>
            ))}
          </section>
        )}
      </div>
    </div>
  );
}
