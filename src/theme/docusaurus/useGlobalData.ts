/**
 * `@docusaurus/useGlobalData`, `usePluginData` and `useAllPluginInstancesData`: the data the docs
 * and blog plugins publish to every page in Docusaurus, made by sitegen from its own docs and blog
 * of the locale (globalData.ts holds the shapes).
 */
import { globalData, type GlobalData } from './globalData.js';

interface Options {
  failfast?: boolean;
}

export default function useGlobalData(): GlobalData {
  return globalData;
}

export function useAllPluginInstancesData(
  pluginName: string,
  { failfast = false }: Options = {},
): Record<string, unknown> | undefined {
  const instances = globalData[pluginName];
  if (!instances && failfast)
    throw new Error(`sitegen has no global data for the plugin "${pluginName}"`);
  return instances;
}

export function usePluginData(
  pluginName: string,
  pluginId = 'default',
  { failfast = false }: Options = {},
): unknown {
  const data = globalData[pluginName]?.[pluginId];
  if (data === undefined && failfast)
    throw new Error(`sitegen has no global data for the plugin "${pluginName}" (id "${pluginId}")`);
  return data;
}
