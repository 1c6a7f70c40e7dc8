/**
 * An operation's page. It reads like Redoc or Scalar: description, parameters, body and responses
 * on the left; the try-it panel (TryIt.tsx) and the request and response samples (samples.tsx) on
 * the right, side by side when the article is wide enough (a container query in api.css) and one
 * after the other on a phone.
 */
import { Fragment } from 'react';
import { useT } from '../../i18n.js';
import type { ApiOperationView } from '../../types.js';
import { SchemaLink, SchemaList } from './fields.js';
import { ParameterList } from './parameters.js';
import { ApiPath, Html, MethodBadge, StatusBadge } from './parts.js';
import { RequestSamples, ResponseSamples } from './samples.js';
import { ApiTryIt } from './TryIt.js';

export function ApiOperationBody({ op }: { op: ApiOperationView }) {
  const t = useT();
  return (
    <div className="api-operation">
      <div className="api-op-columns">
        <div className="api-op-doc">
          <p className="api-endpoint">
            <MethodBadge method={op.method} /> <ApiPath path={op.path} />
          </p>
          <Html html={op.descriptionHtml} />
          {op.auth.length > 0 && (
            <p className="api-auth">
              <strong>{t('api.authentication')}:</strong> <code>{op.auth.join(' · ')}</code>
            </p>
          )}
          <h2 id="parameters">{t('api.parameters')}</h2>
          {op.parameters.length === 0 ? (
            <p>{t('api.noParameters')}</p>
          ) : (
            <ParameterList parameters={op.parameters} />
          )}
          {op.requestBody && (
            <>
              <h2 id="request-body">{t('api.requestBody')}</h2>
              <p className="api-content-type">
                <code>{op.requestBody.contentType}</code>{' '}
                <span className={op.requestBody.required ? 'schema-required' : 'schema-optional'}>
                  {op.requestBody.required ? t('api.required') : t('api.optional')}
                </span>
              </p>
              <Html html={op.requestBody.descriptionHtml} className="markdown api-description" />
              <SchemaLink link={op.requestBody.schemaLink} />
              <SchemaList rows={op.requestBody.schema} />
            </>
          )}
          <h2 id="responses">{t('api.responses')}</h2>
          {op.responses.map((response) => (
            <section
              className="api-response"
              key={response.status}
              aria-labelledby={`response-${response.status}`}
            >
              <h3 id={`response-${response.status}`}>
                <StatusBadge status={response.status} />
              </h3>
              <Html html={response.descriptionHtml} className="markdown api-description" />
              <SchemaLink link={response.schemaLink} />
              <SchemaList rows={response.schema} />
            </section>
          ))}
          {op.sharedErrors && (
            <p className="api-shared-errors">
              {op.sharedErrors.statuses.map((status) => (
                <Fragment key={status}>
                  <StatusBadge status={status} />{' '}
                </Fragment>
              ))}
              <a href={op.sharedErrors.href}>{t('api.sharedErrors')}</a>
            </p>
          )}
        </div>
        <div className="api-op-samples">
          <ApiTryIt op={op} />
          <RequestSamples samples={op.requestSamples} />
          <ResponseSamples samples={op.responseSamples} />
        </div>
      </div>
    </div>
  );
}
