export type { MessageId, MessageKey, MessageValues } from "./catalogue-types";
export { INTL_LOCALE, LANGS, type Lang, NAMESPACES, type Namespace } from "./namespaces";
