import { createElement, lazy, useContext, type ComponentType } from 'react';
import { PageModulesContext } from './meta';

/**
 * A part of the page whose code loads after the page (the footer, the home page's lower
 * sections): React.lazy for a named export that, drawn by the server render, names its module
 * with a `css:` mark, so the server links its CSS (not its code) in the HTML's <head> and the
 * server's HTML of it is styled from the first paint (ADR 204).
 */
export function deferred<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  let source: unknown;
  let loaded: ComponentType | undefined;
  const Loaded = () => {
    const report = useContext(PageModulesContext);
    if (report && typeof source === 'string') report(`css:${source}`);
    return loaded ? createElement(loaded) : null;
  };
  return lazy(async () => {
    const mod = await load();
    // the server render's bundle names the module's source file (vite.config.ts, ADR 199)
    source = (mod as { __source?: unknown }).__source;
    loaded = mod[name];
    return { default: Loaded };
  });
}
