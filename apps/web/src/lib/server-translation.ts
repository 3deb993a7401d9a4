/**
 * `react-i18next` as the server's render sees it (vite.config.ts, `serverTranslation`, points the
 * server build's imports of it here): the same module, with a `useTranslation` that hands every
 * component of a render the same `t` for its namespaces. The library's own hook also gives each
 * mounted component a copy of the i18next instance (so a language change re-renders it); a server
 * render never changes language and mounts nothing twice, and making those copies took about an
 * eighth of a render's time in a profile. A call with options, or before its namespaces are
 * loaded, goes to the library's hook as before.
 */
import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18nContext, getI18n, useTranslation as useLibraryTranslation } from 'react-i18next';

export * from 'react-i18next';

type Answer = ReturnType<typeof useLibraryTranslation>;

/** Per i18next instance (one per render), the answer for each set of namespaces. */
const answers = new WeakMap<I18n, Map<string, Answer>>();

export function useTranslation(...args: Parameters<typeof useLibraryTranslation>): Answer {
  const [ns, options] = args;
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const chosen = ns ?? i18n?.options.defaultNS ?? 'translation';
  const namespaces = (Array.isArray(chosen) ? chosen : [chosen]) as string[];
  const own =
    i18n &&
    !(options && Object.keys(options).length > 0) &&
    i18n.isInitialized &&
    namespaces.every((name) => i18n.hasLoadedNamespace(name));
  // A server render draws each component once: a call site takes the same branch each time it is
  // drawn, and a component suspended for its translations is drawn again from its start.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (!own) return useLibraryTranslation(...args);
  let byNamespaces = answers.get(i18n);
  if (!byNamespaces) answers.set(i18n, (byNamespaces = new Map()));
  const key = namespaces.join('\0');
  let answer = byNamespaces.get(key);
  if (!answer) {
    i18n.reportNamespaces?.addUsedNamespaces?.(namespaces);
    const nsMode = (i18n.options.react as { nsMode?: string } | undefined)?.nsMode;
    const t = i18n.getFixedT(i18n.language, nsMode === 'fallback' ? namespaces : namespaces[0]!) as TFunction;
    const tuple = [t, i18n, true] as unknown as Answer;
    Object.assign(tuple, { t, i18n, ready: true });
    answer = tuple;
    byNamespaces.set(key, answer);
  }
  return answer;
}
