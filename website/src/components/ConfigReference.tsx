/**
 * The config reference: each key of the config with its type, default and description, as the
 * schema gives them (plugins/configKeys.ts). One section per key of the config's top, its own keys
 * listed under it.
 */
import { inline } from './InlineMarkdown';
import { anchorOf } from './anchor';
import { useReference } from './referenceData';
import type { ConfigKey } from '../../plugins/configKeys';

function Facts({ entry }: { entry: ConfigKey }) {
  return (
    <p className="ref-facts">
      <span>
        type <code>{entry.type}</code>
      </span>
      <span>{entry.default === 'required' ? 'required' : <>default {inline(entry.default)}</>}</span>
    </p>
  );
}

export default function ConfigReference() {
  const { config } = useReference();
  const top = config.filter((entry) => entry.depth === 0);
  return (
    <div className="ref">
      <nav className="ref-index" aria-label="Config keys">
        {top.map((entry) => (
          <a key={entry.key} href={`#${anchorOf(entry.key)}`}>
            <code>{entry.key}</code>
          </a>
        ))}
      </nav>
      {top.map((entry) => {
        const inner = config.filter(
          (other) => other.depth > 0 && other.key.startsWith(entry.key) && /^[.[]/.test(other.key.slice(entry.key.length)),
        );
        return (
          <section key={entry.key} className="ref-key">
            <h2 id={anchorOf(entry.key)}>
              <code>{entry.key}</code>
            </h2>
            <Facts entry={entry} />
            <p>{inline(entry.description)}</p>
            {inner.length > 0 && (
              <dl className="ref-keys">
                {inner.map((key) => (
                  <div key={key.key} id={anchorOf(key.key)} className="ref-row">
                    <dt>
                      <code>{key.key}</code>
                    </dt>
                    <dd>
                      <Facts entry={key} />
                      <p>{inline(key.description)}</p>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        );
      })}
    </div>
  );
}
