import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { MessageId, MessageValues } from "./catalogue-types";
import { type ErrorMessage, renderErrorMessage } from "./error-message";
import { INTL_LOCALE, LANGS, type Lang } from "./namespaces";

/**
 * The server's catalogues (emails, and later WhatsApp and SMS): the same files the apps load, all of them, read
 * once and compiled at start (size does not matter here, so no build step).
 */
function readCatalogue(lang: Lang): Record<string, string> {
  // A path, not a URL object: under jsdom (the apps' component tests) the global URL is jsdom's, which fs rejects.
  const dir = join(import.meta.dirname, "..", "locales", lang);
  const messages: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    Object.assign(messages, JSON.parse(readFileSync(join(dir, file), "utf8")));
  }
  return messages;
}

const instances = new Map(
  LANGS.map((lang) => {
    const i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(lang, readCatalogue(lang));
    i18n.activate(lang, [INTL_LOCALE[lang]]);
    return [lang, i18n] as const;
  }),
);

/** A message in `lang`. */
export function translateIn(lang: Lang, id: MessageId, values?: MessageValues): string {
  const i18n = instances.get(lang);
  if (!i18n) throw new Error(`no catalogue for ${lang}`);
  return i18n._(id, values);
}

/** An error message (a DomainError's, or one a zod schema carries) in `lang`. */
export function errorTextIn(lang: Lang, message: ErrorMessage): string {
  return renderErrorMessage((id, values) => translateIn(lang, id as MessageId, values), message);
}
