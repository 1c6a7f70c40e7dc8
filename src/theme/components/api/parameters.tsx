/** An operation's parameters, one row each (fields.tsx), with where each goes: path, query, header or cookie. */
import type { ApiParameter } from '../../types.js';
import { Field } from './fields.js';

export function ParameterList({ parameters }: { parameters: ApiParameter[] }) {
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
