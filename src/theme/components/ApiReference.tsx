/**
 * The API reference's page bodies. An operation reads like Redoc or Scalar: description,
 * parameters, body and responses on the left; request and response samples (highlighted at build
 * time) on the right, side by side when the article is wide enough (a container query in api.css)
 * and one after the other on a phone. The overview lists the groups and the shared errors.
 */
import { Fragment, type ReactNode } from 'react';
import { API_SAMPLE_INPUT } from '../dom.js';
import { ApiTryIt } from './ApiTryIt.js';
import { useT } from '../i18n.js';
import type {
  ApiOperationView,
  ApiOverviewView,
  ApiParameter,
  ApiSchemaLink,
  ApiSchemaView,
  SchemaConstraints,
  SchemaRow,
} from '../types.js';

export function MethodBadge({ method }: { method: string }) {
  return <span className={`method-badge method-${method}`}>{method.toUpperCase()}</span>;
}

function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge status-${/^\d/.test(status) ? `${status[0]}xx` : 'other'}`}>
      {status}
    </span>
  );
}

function Html({ html, className }: { html?: string; className?: string }) {
  if (!html) return null;
  return <div className={className ?? 'markdown'} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A path that may wrap before each "/" on a narrow screen. */
export function ApiPath({ path, className }: { path: string; className?: string }) {
  const segments = path.match(/\/?[^/]+|\//g) ?? [path];
  return (
    <code className={className}>
      {segments.map((segment, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {segment}
        </Fragment>
      ))}
    </code>
  );
}

/**
 * Between a field's type, where it goes and each constraint: text, not CSS, so search and
 * screen readers read "string · path · min length: 1" rather than "stringpathmin length: 1".
 */
const SEPARATOR = ' · ';

/** The flags of a field, beside its name: deprecated, read-only, write-only. */
function Flags({ constraints: c }: { constraints?: SchemaConstraints }) {
  const t = useT();
  if (!c || !(c.deprecated || c.readOnly || c.writeOnly)) return null;
  return (
    <>
      {c.deprecated && (
        <>
          {' '}
          <span className="schema-flag schema-deprecated">{t('api.deprecated')}</span>
        </>
      )}
      {c.readOnly && (
        <>
          {' '}
          <span className="schema-flag">{t('api.readOnly')}</span>
        </>
      )}
      {c.writeOnly && (
        <>
          {' '}
          <span className="schema-flag">{t('api.writeOnly')}</span>
        </>
      )}
    </>
  );
}

/**
 * What a field allows, beside its type, compactly: bounds as `≥ 1` and `< 100`, lengths, item
 * counts, multiple of, pattern, default, and the allowed values.
 */
function Constraints({
  constraints: c = {},
  values,
}: {
  constraints?: SchemaConstraints;
  values?: string[];
}) {
  const t = useT();
  const chips: Array<[string, ReactNode]> = [];
  if (c.minimum !== undefined)
    chips.push(['min', <code key="min">{`${c.exclusiveMinimum ? '>' : '≥'} ${c.minimum}`}</code>]);
  if (c.maximum !== undefined)
    chips.push(['max', <code key="max">{`${c.exclusiveMaximum ? '<' : '≤'} ${c.maximum}`}</code>]);
  const counted = [
    ['minLength', 'api.minLength'],
    ['maxLength', 'api.maxLength'],
    ['minItems', 'api.minItems'],
    ['maxItems', 'api.maxItems'],
    ['multipleOf', 'api.multipleOf'],
  ] as const;
  for (const [key, label] of counted)
    if (c[key] !== undefined) chips.push([key, t(label, { value: c[key] })]);
  if (c.uniqueItems) chips.push(['unique', t('api.uniqueItems')]);
  if (c.pattern !== undefined)
    chips.push([
      'pattern',
      <>
        {t('api.pattern')} <code>{c.pattern}</code>
      </>,
    ]);
  if (c.default !== undefined)
    chips.push([
      'default',
      <>
        {t('api.default')} <code>{c.default}</code>
      </>,
    ]);
  if (chips.length === 0 && !values) return null;
  return (
    <>
      {chips.length > 0 && (
        <span className="schema-constraints">
          {chips.map(([key, chip]) => (
            <span key={key} className="schema-constraint">
              {SEPARATOR}
              {chip}
            </span>
          ))}
        </span>
      )}
      {values && (
        <p className="schema-enum">
          <span className="schema-enum-label">{t('api.allowedValues')}</span>
          {values.map((value) => (
            <Fragment key={value}>
              {' '}
              <code>{value}</code>
            </Fragment>
          ))}
        </p>
      )}
    </>
  );
}

/** One field: name and flags on the left, type and description on the right (stacked when narrow). */
function Field({
  name,
  required,
  type,
  typeHref,
  where,
  descriptionHtml,
  constraints,
  values,
  children,
}: {
  name: string;
  required: boolean;
  type: string;
  /** The page of the schema the type names. */
  typeHref?: string;
  where?: string;
  descriptionHtml?: string;
  constraints?: SchemaConstraints;
  values?: string[];
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <li className="api-field">
      <div className="api-field-name">
        <code className="schema-name">{name}</code>{' '}
        <span className={required ? 'schema-required' : 'schema-optional'}>
          {required ? t('api.required') : t('api.optional')}
        </span>
        <Flags constraints={constraints} />
      </div>
      <div className="api-field-info">
        <span className="schema-type">{typeHref ? <a href={typeHref}>{type}</a> : type}</span>
        {where && (
          <span className="api-field-in">
            {SEPARATOR}
            {where}
          </span>
        )}
        <Constraints constraints={constraints} values={values} />
        {descriptionHtml && (
          <div
            className="schema-description"
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        )}
        {children}
      </div>
    </li>
  );
}

function SchemaList({ rows }: { rows: SchemaRow[] }) {
  if (rows.length === 0) return null;
  return (
    <ul className="schema">
      {rows.map((row) => (
        <Field
          key={row.name}
          name={row.name}
          required={row.required}
          type={row.type}
          typeHref={row.refHref}
          descriptionHtml={row.descriptionHtml}
          constraints={row.constraints}
          values={row.enum}
        >
          {row.children.length > 0 && <SchemaList rows={row.children} />}
        </Field>
      ))}
    </ul>
  );
}

/** "Schema: Website", linking to the schema's page, above the rows of a body that is one. */
function SchemaLink({ link }: { link?: ApiSchemaLink }) {
  const t = useT();
  if (!link) return null;
  return (
    <p className="api-schema-link">
      {t('api.schema')}: <a href={link.href}>{link.name}</a>
    </p>
  );
}

/** A schema's own page: description, type and constraints, properties, an example. */
export function ApiSchemaBody({ schema }: { schema: ApiSchemaView }) {
  const t = useT();
  return (
    <div className="api-schema">
      <Html html={schema.descriptionHtml} />
      <div className="api-schema-type">
        <span className="schema-type">{schema.type}</span>
        <Constraints constraints={schema.constraints} values={schema.enum} />
      </div>
      {schema.rows.length > 0 && (
        <>
          <h2 id="properties">{t('api.properties')}</h2>
          <SchemaList rows={schema.rows} />
        </>
      )}
      {schema.sample && (
        <>
          <h2 id="example">{t('api.example')}</h2>
          <div dangerouslySetInnerHTML={{ __html: schema.sample }} />
        </>
      )}
    </div>
  );
}

function ParameterList({ parameters }: { parameters: ApiParameter[] }) {
  return (
    <ul className="schema api-parameters">
      {parameters.map((p) => (
        <Field
          key={`${p.in}-${p.name}`}
          name={p.name}
          required={p.required}
          type={p.type}
          where={p.in}
          descriptionHtml={p.descriptionHtml}
          constraints={p.constraints}
          values={p.enum}
        />
      ))}
    </ul>
  );
}

/** Request samples as tabs without script: a radio button per language shows its panel (CSS). */
function RequestSamples({ samples }: { samples: ApiOperationView['requestSamples'] }) {
  const t = useT();
  return (
    <section className="api-samples" aria-labelledby="request-samples">
      <h2 id="request-samples" className="api-samples-title">
        {t('api.requestSamples')}
      </h2>
      <div className="api-sample-tabs" role="radiogroup" aria-labelledby="request-samples">
        {samples.map((sample, i) => (
          <Fragment key={sample.label}>
            <input
              type="radio"
              name={API_SAMPLE_INPUT}
              id={`api-sample-${i}`}
              value={sample.label}
              defaultChecked={i === 0}
            />
            <label htmlFor={`api-sample-${i}`}>{sample.label}</label>
          </Fragment>
        ))}
      </div>
      {samples.map((sample) => (
        <div
          key={sample.label}
          className="api-sample"
          dangerouslySetInnerHTML={{ __html: sample.html }}
        />
      ))}
    </section>
  );
}

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
          {op.responseSamples.length > 0 && (
            <section className="api-samples" aria-labelledby="response-samples">
              <h2 id="response-samples" className="api-samples-title">
                {t('api.responseSamples')}
              </h2>
              {op.responseSamples.map((sample) => (
                <div key={sample.status} className="api-response-sample">
                  <StatusBadge status={sample.status} />
                  <div dangerouslySetInnerHTML={{ __html: sample.html }} />
                </div>
              ))}
            </section>
          )}
        </div>
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
