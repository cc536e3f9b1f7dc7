/// <reference types="vite/client" />
import { i18n, type Messages } from "@lingui/core";
import { INTL_LOCALE, type Lang, type Namespace } from "./namespaces";

/**
 * The browser's catalogues, one lazy chunk per language and namespace, compiled at build time by
 * `@lingui/vite-plugin` (the `?lingui` query): the page downloads only its own texts, already parsed.
 */
const files = import.meta.glob<Messages>("../locales/*/*.json", { query: "?lingui", import: "messages" });

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** One namespace's catalogue in `lang`: the same promise every time (React's `use` wants it so). */
export function loadCatalogue(lang: Lang, namespace: Namespace): Promise<void> {
  const key = `${lang}/${namespace}`;
  let promise = loading.get(key);
  if (!promise) {
    const file = files[`../locales/${key}.json`];
    if (!file) throw new Error(`no catalogue locales/${key}.json`);
    promise = file().then((messages) => {
      i18n.load(lang, messages);
      loaded.add(key);
    });
    // A failed download (flaky network) may be tried again by the next render or navigation.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

export function isLoaded(lang: Lang, namespace: Namespace): boolean {
  return loaded.has(`${lang}/${namespace}`);
}

/** Loads the namespaces' catalogues in `lang` (each once). */
export function loadCatalogues(lang: Lang, namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(
    namespaces.filter((ns) => !isLoaded(lang, ns)).map((ns) => loadCatalogue(lang, ns)),
  ).then(() => undefined);
}

/** The namespaces loaded so far in `lang` (a language switch loads the same ones in the new language). */
export function loadedNamespaces(lang: Lang): Namespace[] {
  const prefix = `${lang}/`;
  return [...loaded]
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length) as Namespace);
}

/** Makes `lang` the language of Lingui's React provider (and so of every `useT`). */
export function activate(lang: Lang): void {
  // Before any catalogue has come, an empty one: Lingui warns when the active language has none.
  if (loadedNamespaces(lang).length === 0) i18n.load(lang, {});
  i18n.activate(lang, [INTL_LOCALE[lang]]);
}

/** The language of a Lingui locale (English unless it is Hindi). */
export function langOf(locale: string | undefined): Lang {
  return locale === "hi" ? "hi" : "en";
}

export function activeLang(): Lang {
  return langOf(i18n.locale);
}

export { i18n };
