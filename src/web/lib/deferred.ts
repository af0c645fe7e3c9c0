import { createElement, lazy, useContext, type ComponentType } from 'react';
import { PageModulesContext } from './meta';

type Named<K extends string> = () => Promise<Record<K, ComponentType>>;

/**
 * A named export of a lazily loaded module that, drawn by the server render, names its module's
 * source file to the render (`PageModulesContext`, ADR 199): the server links that module's CSS in
 * the HTML's <head>, and its code too unless `cssOnly`. `Lazy` suspends until the module is
 * loaded; `Loaded` renders it once `preload()` has resolved, without suspending.
 */
export function reportedModule<K extends string>(load: Named<K>, name: K, cssOnly: boolean) {
  let loaded: ComponentType | undefined;
  let source: unknown;
  const preload = async () => {
    if (loaded) return loaded;
    const mod = await load();
    // the server render's bundle names the module's source file (vite.config.ts, ADR 199)
    source = (mod as { __source?: unknown }).__source;
    return (loaded = mod[name]);
  };
  const Loaded = () => {
    const report = useContext(PageModulesContext);
    if (report && typeof source === 'string') report(cssOnly ? `css:${source}` : source);
    return loaded ? createElement(loaded) : null;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded };
  });
  return {
    preload,
    isLoaded: () => loaded !== undefined,
    /** the module's source file, once loaded in the server render's bundle (else null) */
    source: () => (typeof source === 'string' ? source : null),
    Loaded,
    Lazy,
  };
}

/**
 * A part of the page whose code loads after the page (the footer, the home page's lower
 * sections): React.lazy for a named export that, drawn by the server render, has its CSS (not its
 * code) linked in the HTML's <head>, so the server's HTML of it is styled from the first paint
 * (ADR 204).
 */
export function deferred<K extends string>(load: Named<K>, name: K): ComponentType {
  return reportedModule(load, name, true).Lazy;
}
