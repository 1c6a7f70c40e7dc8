/**
 * The modules a site's code shares with sitegen in the browser (see bundle/sharedModules.ts): the
 * one React of the page and the theme's own components, which a site's React pages and theme
 * replacements import. A chunk of its own, loaded by shared.ts only on pages that need it.
 */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { originalComponents, type SHARED_REACT_MODULES } from '../theme/index.js';

const react: Record<(typeof SHARED_REACT_MODULES)[number], unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
};

export const sharedModules: Record<string, unknown> = { ...react };
for (const [name, component] of originalComponents())
  sharedModules[`@theme-original/${name}`] = { default: component };
