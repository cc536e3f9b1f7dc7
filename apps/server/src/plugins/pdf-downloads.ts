import {
  bearerToken,
  DOMAIN_ERROR_CODES,
  databaseUnavailable,
  invoicePdfForViewer,
  isDatabaseUnavailable,
  isDomainError,
  requireUser,
  type SessionUser,
  statementPdfForViewer,
} from "@chamak/api";
import { idSchema, monthSchema } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const INVOICE_FILE = /^([1-9]\d{0,9})\.pdf$/;
const STATEMENT_FILE = /^(\d{4}-\d{2})\.pdf$/;

/**
 * The PDFs the apps download with their bearer token, never cached:
 * - GET /invoices/:id.pdf (invoicePdfPath in @chamak/contracts): for the customer of the invoice's booking, the
 *   owner of its centre, or an admin. Anyone else, and an id that does not exist, get the same 404, so the answer
 *   never tells whether an invoice exists.
 * - GET /statements/:month.pdf (statementPdfPath): a centre's monthly payout statement, for its owner; admins
 *   name the centre with `?centreId=`.
 * Signed out: 401; a suspended account: 403 (both whatever the path).
 */
export async function pdfDownloads(app: FastifyInstance, deps: { db: Db }) {
  app.get<{ Params: { file: string } }>("/invoices/:file", (request, reply) =>
    sendPdf(deps.db, request, reply, (viewer) => {
      const match = INVOICE_FILE.exec(request.params.file);
      const id = match ? Number(match[1]) : Number.NaN;
      if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
      return invoicePdfForViewer(deps.db, viewer, id);
    }),
  );
  app.get<{ Params: { file: string }; Querystring: { centreId?: string } }>(
    "/statements/:file",
    (request, reply) =>
      sendPdf(deps.db, request, reply, (viewer) => {
        const month = monthSchema.safeParse(STATEMENT_FILE.exec(request.params.file)?.[1]);
        if (!month.success) return null;
        const raw = request.query.centreId;
        const centreId = raw === undefined ? undefined : idSchema.safeParse(Number(raw));
        if (centreId && !centreId.success) return null;
        return statementPdfForViewer(deps.db, viewer, { month: month.data, centreId: centreId?.data });
      }),
  );
}

/** Signs the caller in, makes the PDF (null: no such file) and sends it, or the refusal as the API answers it. */
async function sendPdf(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  make: (viewer: SessionUser) => Promise<{ fileName: string; pdf: Buffer }> | null,
) {
  reply.header("cache-control", "no-store");
  try {
    const viewer = await requireUser({ db, token: bearerToken(request.headers.authorization) });
    const made = make(viewer);
    if (!made) return reply.code(404).send({ message: "Not found" });
    const { fileName, pdf } = await made;
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .send(pdf);
  } catch (caught) {
    const error = isDatabaseUnavailable(caught) ? databaseUnavailable(caught) : caught;
    if (!isDomainError(error)) throw error;
    return reply
      .code(DOMAIN_ERROR_CODES[error.code].http)
      .send({ message: error.message, error: error.error });
  }
}
