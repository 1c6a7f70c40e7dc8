/**
 * The theme components a site may replace, with their props, as the theme declares them
 * (plugins/themeComponents.ts).
 */
import { inline } from './InlineMarkdown';
import { anchorOf } from './anchor';
import { useReference } from './referenceData';

export default function ThemeComponents() {
  const { themeComponents } = useReference();
  return (
    <dl className="ref-keys">
      {themeComponents.map((component) => (
        <div key={component.name} id={anchorOf(component.name)} className="ref-row">
          <dt>
            <code>{component.name}</code>
          </dt>
          <dd>
            <p className="ref-facts">
              <span>
                props <code>{`ThemeComponentProps['${component.name}']`}</code>
              </span>
              <span>{component.hydrated ? 'hydrated: state and events work' : 'server only'}</span>
            </p>
            {component.props.length > 0 && (
              <ul className="ref-props">
                {component.props.map((prop) => (
                  <li key={prop.name}>
                    <code>{`${prop.name}${prop.optional ? '?' : ''}: ${prop.type}`}</code>
                    {prop.description && <> {inline(prop.description)}</>}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
