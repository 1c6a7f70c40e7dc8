/**
 * `injectHtmlTags`'s tags as sitegen's: an object stays one (numbers in attributes become
 * strings); HTML written as a string is read into the elements it holds, as Docusaurus writes a
 * string as it is. `preBodyTags` and `postBodyTags` become tags of those positions.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import type { PluginHeadTag, TagPosition } from '../types.js';
import type { DocusaurusHtmlTag } from './types.js';

export function headTagsOf(
  tags: DocusaurusHtmlTag | DocusaurusHtmlTag[] | undefined,
  position?: Exclude<TagPosition, 'head'>,
): PluginHeadTag[] {
  if (tags === undefined || tags === null) return [];
  const placed = (tag: PluginHeadTag): PluginHeadTag => (position ? { ...tag, position } : tag);
  return [tags].flat().flatMap((tag): PluginHeadTag[] => {
    if (typeof tag === 'string') return parsed(tag).map(placed);
    if (typeof tag !== 'object' || tag === null) return [];
    const attributes: PluginHeadTag['attributes'] = {};
    for (const [name, value] of Object.entries(tag.attributes ?? {}))
      attributes[name] = typeof value === 'number' ? String(value) : value;
    return [
      placed({
        tagName: tag.tagName,
        attributes,
        ...(tag.innerHTML !== undefined && { innerHTML: tag.innerHTML }),
      }),
    ];
  });
}

function parsed(html: string): PluginHeadTag[] {
  const document = parseDocument(html, { decodeEntities: true });
  return document.children.flatMap((node): PluginHeadTag[] => {
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return [];
    const element = node as typeof node & { name: string; attribs: Record<string, string> };
    const innerHTML = DomUtils.getInnerHTML(element, { decodeEntities: false });
    return [
      {
        tagName: element.name,
        attributes: { ...element.attribs },
        ...(innerHTML !== '' && { innerHTML }),
      },
    ];
  });
}
