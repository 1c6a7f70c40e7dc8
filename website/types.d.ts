// The Docusaurus module the reference pages read the reference plugin's data with (sitegen
// provides it to a site's pages and components).
declare module '@docusaurus/useGlobalData' {
  export function usePluginData(pluginName: string, pluginId?: string): unknown;
}
