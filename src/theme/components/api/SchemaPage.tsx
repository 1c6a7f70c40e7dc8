/** A schema's own page (api/schemas/<name>): description, type and constraints, properties, an example. */
import { useT } from '../../i18n.js';
import type { ApiSchemaView } from '../../types.js';
import { Constraints, SchemaList } from './fields.js';
import { Html } from './parts.js';

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
