import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** What a request carries for checking its AWS Signature Version 4. */
export interface SignedRequest {
  method: string;
  /** The path and query as sent (already URI-encoded), e.g. `/bucket/key?x-id=PutObject`. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export type SignatureCheck =
  | { ok: true; accessKeyId: string }
  | { ok: false; code: "AccessDenied" | "InvalidAccessKeyId" | "SignatureDoesNotMatch"; message: string };

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
const sha256Hex = (data: string) => createHash("sha256").update(data).digest("hex");

/**
 * Checks a request's SigV4 Authorization header the way S3 does (header form only, no presigned URLs): the
 * access key must be known, and the signature over the canonical request (method, path, sorted query, the
 * signed headers, the payload hash the client put in x-amz-content-sha256) must match the one made with its
 * secret. The body itself is not hashed here: S3 does, and the adapter never streams unsigned chunks.
 */
export function checkSignature(request: SignedRequest, secrets: ReadonlyMap<string, string>): SignatureCheck {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? AUTHORIZATION.exec(header) : null;
  if (!match)
    return { ok: false, code: "AccessDenied", message: "Missing or malformed SigV4 Authorization header" };
  const [, accessKeyId = "", date = "", region = "", signedHeaders = "", signature = ""] = match;
  const secret = secrets.get(accessKeyId);
  if (secret === undefined)
    return {
      ok: false,
      code: "InvalidAccessKeyId",
      message: "The AWS access key Id you provided does not exist",
    };
  const amzDate = headerValue(request.headers["x-amz-date"]);
  const payloadHash = headerValue(request.headers["x-amz-content-sha256"]);
  if (!amzDate.startsWith(date) || !payloadHash)
    return { ok: false, code: "AccessDenied", message: "x-amz-date and x-amz-content-sha256 are required" };

  const [path = "/", query = ""] = request.url.split("?", 2);
  const canonicalQuery = query
    .split("&")
    .filter(Boolean)
    .map((pair) => (pair.includes("=") ? pair : `${pair}=`))
    .sort()
    .join("&");
  const names = signedHeaders.split(";");
  const canonicalHeaders = names
    .map((name) => `${name}:${headerValue(request.headers[name]).trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), "s3"), "aws4_request");
  const expected = hmac(signingKey, stringToSign);
  const given = Buffer.from(signature, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return {
      ok: false,
      code: "SignatureDoesNotMatch",
      message: "The request signature we calculated does not match the signature you provided",
    };
  return { ok: true, accessKeyId };
}

function headerValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(",") : (value ?? "");
}
