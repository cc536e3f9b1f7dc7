export type { MessageId, MessageKey, MessageValues } from "./catalogue-types";
export {
  decodeErrorMessage,
  type ErrorKey,
  type ErrorMessage,
  type ErrorValue,
  encodeErrorMessage,
  errorMessage,
  isErrorMessage,
  renderErrorMessage,
} from "./error-message";
export { INTL_LOCALE, LANGS, type Lang, NAMESPACES, type Namespace } from "./namespaces";
