import {
  bearerToken,
  DOMAIN_ERROR_CODES,
  databaseUnavailable,
  invoicePdfForViewer,
  isDatabaseUnavailable,
  isDomainError,
  requireUser,
} from "@chamak/api";
import type { Db } from "@chamak/db";
import type { FastifyInstance } from "fastify";

const FILE = /^([1-9]\d{0,9})\.pdf$/;

/**
 * GET /invoices/:id.pdf: an invoice's PDF (invoicePdfPath in @chamak/contracts), for the bearer token's
 * account when it may see it: the customer of the invoice's booking, the owner of its centre, or an admin.
 * Signed out: 401; a suspended account: 403 (both whatever the id). Anyone else, and an id that does not
 * exist, get the same 404, so the answer never tells whether an invoice exists. Never cached.
 */
export async function invoicePdf(app: FastifyInstance, deps: { db: Db }) {
  app.get<{ Params: { file: string } }>("/invoices/:file", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      const viewer = await requireUser({ db: deps.db, token: bearerToken(request.headers.authorization) });
      const match = FILE.exec(request.params.file);
      const id = match ? Number(match[1]) : Number.NaN;
      if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
        return reply.code(404).send({ message: "Invoice not found" });
      }
      const { fileName, pdf } = await invoicePdfForViewer(deps.db, viewer, id);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(pdf);
    } catch (caught) {
      const error = isDatabaseUnavailable(caught) ? databaseUnavailable() : caught;
      if (!isDomainError(error)) throw error;
      return reply
        .code(DOMAIN_ERROR_CODES[error.code].http)
        .send({ message: error.message, error: error.error });
    }
  });
}
