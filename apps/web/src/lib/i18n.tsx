import {
  decodeErrorMessage,
  type ErrorMessage,
  type Lang,
  type MessageKey,
  type MessageValues,
  type Namespace,
  renderErrorMessage,
} from "@chamak/i18n";
import {
  activate,
  activeLang,
  i18n,
  isLoaded,
  langOf,
  loadCatalogue,
  loadCatalogues,
  loadedNamespaces,
} from "@chamak/i18n/web";
import { I18nProvider, useLingui } from "@lingui/react";
import { type ReactNode, use, useCallback, useEffect } from "react";

/**
 * The site's languages on Lingui (@chamak/i18n): the reader's choice is kept in localStorage "lang", each
 * page's texts load with it (route loaders call `loadTexts`; a component whose texts are not loaded yet
 * suspends until they are).
 */
export type { Lang };
export const LANGS: readonly { value: Lang; label: string }[] = [
  { value: "en", label: "English" },
  { value: "hi", label: "हिन्दी" },
];

const STORAGE_KEY = "lang";

function storedLang(): Lang {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "hi" ? "hi" : "en";
  } catch {
    return "en"; // no window (the build's prerender) or storage blocked
  }
}

activate(storedLang());

/**
 * Starts loading the namespaces in the reader's language: a route's loader awaits this, so its page renders
 * with its texts. Never fails: if a download fails, the page's `useT` tries again as it renders.
 */
export function loadTexts(...namespaces: Namespace[]): Promise<void> {
  return loadCatalogues(activeLang(), namespaces).catch(() => undefined);
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <DocumentLang />
      {children}
    </I18nProvider>
  );
}

function DocumentLang() {
  const { lang } = useLang();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}

/** The active Lingui instance and its language; re-renders the caller when either changes. */
function useActive() {
  const { i18n: current } = useLingui();
  return { current, lang: langOf(current.locale) };
}

export function useLang() {
  const { lang } = useActive();
  const setLang = useCallback(async (next: Lang) => {
    // The texts on screen, in the new language, before switching: no flash of missing texts.
    await loadCatalogues(next, loadedNamespaces(activeLang()));
    activate(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  }, []);
  return { lang, setLang };
}

/** A namespace's texts in the reader's language: `t("greeting", { name })`; keys are checked by the compiler. */
export function useT<NS extends Namespace>(namespace: NS) {
  const { current, lang } = useActive();
  if (!isLoaded(lang, namespace)) use(loadCatalogue(lang, namespace));
  return useCallback(
    (key: MessageKey<NS>, values?: MessageValues) => current._(`${namespace}.${key}`, values),
    // `lang` re-creates the function on a switch, so memoised children re-render in the new language.
    [current, namespace, lang],
  );
}

/**
 * Error messages in the reader's language: the server's (`serverErrorOf`, `fieldMessagesOf`) and the shared
 * schemas' field messages, which zod carries encoded. Text that is no message id is shown as it is.
 */
export function useErrorText() {
  const { current, lang } = useActive();
  if (!isLoaded(lang, "errors")) use(loadCatalogue(lang, "errors"));
  return useCallback(
    (message: ErrorMessage | string): string => {
      const decoded = typeof message === "string" ? decodeErrorMessage(message) : message;
      if (!decoded) return message as string;
      return renderErrorMessage((id, values) => current._(id, values), decoded);
    },
    [current, lang],
  );
}
