// Browser-side pieces both front ends share: the session token, API errors, session expiry, links, forms.
export {
  fieldErrorsOf,
  fieldMessagesOf,
  httpStatusOf,
  isForbidden,
  messageOf,
  requestIdOf,
  serverErrorOf,
  serverMessageOf,
} from "./api-errors";
export { DownloadError, downloadWithToken, fileNameOf, saveBlob } from "./download-file";
export { createQueryClient } from "./query-client";
export { AnchorLink, ButtonLink } from "./router-links";
export { createSessionExpiry, type SessionExpiry } from "./session-expiry";
export {
  clearSessionToken,
  onSessionChangedElsewhere,
  readSessionToken,
  shareSessionAcrossTabs,
  storeSessionToken,
} from "./session-token";
export { staleCurrentOf } from "./stale-edit";
export { UploadError, type UploadedImage, uploadImage } from "./upload-media";
export {
  type FieldOf,
  type FormCheckOptions,
  formCheck,
  type SchemaFormOptions,
  type Translate,
  useSchemaForm,
} from "./use-schema-form";
