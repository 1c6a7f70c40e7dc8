/**
 * The CLI reference: each command with its usage, arguments and options (with their defaults), as
 * the commander program defines them (plugins/cliCommands.ts).
 */
import { inline } from './InlineMarkdown';
import { anchorOf } from './anchor';
import { useReference } from './referenceData';
import type { CliOption } from '../../plugins/cliCommands';

function Options({ label, options }: { label: string; options: CliOption[] }) {
  if (options.length === 0) return null;
  return (
    <>
      <h3>{label}</h3>
      <dl className="ref-keys">
        {options.map((option) => (
          <div key={option.flags} className="ref-row">
            <dt>
              <code>{option.flags}</code>
            </dt>
            <dd>
              <p>
                {inline(option.description)}
                {option.default && <> (default: {inline(option.default)})</>}
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export default function CliReference() {
  const { cli } = useReference();
  return (
    <div className="ref">
      <nav className="ref-index" aria-label="Commands">
        {cli.map((command) => (
          <a key={command.name} href={`#${anchorOf(command.name)}`}>
            <code>{command.name}</code>
          </a>
        ))}
      </nav>
      {cli.map((command) => (
        <section key={command.name} className="ref-key">
          <h2 id={anchorOf(command.name)}>
            <code>{command.name}</code>
          </h2>
          <p>{command.description}</p>
          <pre className="ref-usage">
            <code>{command.usage}</code>
          </pre>
          <Options label="Arguments" options={command.arguments} />
          <Options label="Options" options={command.options} />
        </section>
      ))}
    </div>
  );
}
