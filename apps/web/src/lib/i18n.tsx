import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

/** The site speaks English and Hindi; the choice is kept in localStorage "lang". */
export type Lang = "en" | "hi";
export const LANGS: readonly { value: Lang; label: string }[] = [
  { value: "en", label: "English" },
  { value: "hi", label: "हिन्दी" },
];

const STORAGE_KEY = "lang";

function storedLang(): Lang {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "hi" ? "hi" : "en";
  } catch {
    return "en";
  }
}

const LangContext = createContext<{ lang: Lang; setLang(lang: Lang): void }>({ lang: "en", setLang() {} });

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(storedLang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  }, []);
  const value = useMemo(() => ({ lang, setLang }), [lang, setLang]);
  return <LangContext.Provider value={value}>{children}</LangContext.Provider>;
}

export function useLang() {
  return useContext(LangContext);
}

/** A feature's texts: English keys, and a Hindi text for every one of them (the compiler checks). */
export function defineMessages<const En extends Record<string, string>>(
  en: En,
  hi: { [K in keyof En]: string },
) {
  return { en, hi } as { en: Record<keyof En, string>; hi: Record<keyof En, string> };
}

/** `t("greeting", { name })` replaces `{name}` in the current language's text. */
export function useT<K extends string>(messages: { en: Record<K, string>; hi: Record<K, string> }) {
  const { lang } = useLang();
  return useCallback(
    (key: K, vars?: Record<string, string | number>) =>
      messages[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => String(vars?.[name] ?? whole)),
    [lang, messages],
  );
}
