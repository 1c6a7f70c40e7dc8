/**
 * The theme components a site may replace, from where the theme registers them
 * (src/theme/overridable.tsx): each name, and whether it is hydrated in the browser.
 */
import { useReference } from './referenceData';

export default function ThemeComponents() {
  const { themeComponents } = useReference();
  return (
    <ul className="ref-components">
      {themeComponents.map((component) => (
        <li key={component.name}>
          <code>{component.name}</code>{' '}
          {component.hydrated ? 'hydrated (state and events work)' : 'server only'}
        </li>
      ))}
    </ul>
  );
}
