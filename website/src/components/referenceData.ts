/**
 * The reference plugin's data (plugins/reference.ts), as the reference pages' components read it
 * while the page renders on the server.
 */
import { usePluginData } from '@docusaurus/useGlobalData';
import type { ReferenceData } from '../../plugins/reference';

export function useReference(): ReferenceData {
  return usePluginData('reference') as ReferenceData;
}
