/**
 * The rows of a schema or of parameters: a field's name, whether it is required and its flags on
 * the left; its type, where it goes, its constraints, allowed values and description on the right
 * (stacked when narrow, api.css); nested properties under it. Also the "Schema: Name" link above
 * a body or response that is one of the description's schemas. An operation's parameters are
 * listed with the same rows (parameters.tsx).
 */
import { Fragment, type ReactNode } from 'react';
import { useT } from '../../i18n.js';
import type { ApiSchemaLink, SchemaConstraints, SchemaRow } from '../../types.js';

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
export function Constraints({
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
export function Field({
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

export function SchemaList({ rows }: { rows: SchemaRow[] }) {
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
export function SchemaLink({ link }: { link?: ApiSchemaLink }) {
  const t = useT();
  if (!link) return null;
  return (
    <p className="api-schema-link">
      {t('api.schema')}: <a href={link.href}>{link.name}</a>
    </p>
  );
}
