/**
 * React as a site's code shares it with sitegen in the browser (see bundle/sharedModules.ts): the
 * one React of the page, which a site's React pages, islands and theme replacements import. A
 * chunk of its own, loaded by shared.ts only on pages that need it.
 */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import type { SHARED_REACT_MODULES } from '../theme/browser.js';

export const reactModules: Record<(typeof SHARED_REACT_MODULES)[number], unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
};
