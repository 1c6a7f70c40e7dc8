/**
 * An operation's samples, highlighted at build time: requests as tabs that switch without script
 * (a radio button per language and CSS; client/apiSamples.ts keeps the reader's choice), and
 * responses under their status.
 */
import { Fragment } from 'react';
import { API_SAMPLE_INPUT } from '../../dom.js';
import { useT } from '../../i18n.js';
import type { ApiOperationView } from '../../types.js';
import { StatusBadge } from './parts.js';

/** Request samples as tabs without script: a radio button per language shows its panel (CSS). */
export function RequestSamples({ samples }: { samples: ApiOperationView['requestSamples'] }) {
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

/** Response samples, each under its status. */
export function ResponseSamples({ samples }: { samples: ApiOperationView['responseSamples'] }) {
  const t = useT();
  if (samples.length === 0) return null;
  return (
    <section className="api-samples" aria-labelledby="response-samples">
      <h2 id="response-samples" className="api-samples-title">
        {t('api.responseSamples')}
      </h2>
      {samples.map((sample) => (
        <div key={sample.status} className="api-response-sample">
          <StatusBadge status={sample.status} />
          <div dangerouslySetInnerHTML={{ __html: sample.html }} />
        </div>
      ))}
    </section>
  );
}
