export { checkSignature, type SignatureCheck, type SignedRequest } from "./sigv4";
export {
  type RunningS3Standin,
  type S3StandinControls,
  type S3StandinOptions,
  s3StandinRoutes,
  startS3Standin,
} from "./standin";
