import { afterEach, describe, expect, it, vi } from "vitest";
import { DownloadError, downloadWithToken, fileNameOf } from "./download-file";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A browser just big enough for a download: the stored token, fetch, a link to click and blob URLs. */
function browser(token: string | null, response: Response | Error) {
  const clicked: { href: string; download: string }[] = [];
  const fetchCalls: [string, RequestInit | undefined][] = [];
  vi.stubGlobal("window", { sessionStorage: { getItem: () => token } });
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    fetchCalls.push([url, init]);
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("document", {
    createElement: () => {
      const link = {
        href: "",
        download: "",
        rel: "",
        click: () => clicked.push({ href: link.href, download: link.download }),
        remove: () => {},
      };
      return link;
    },
    body: { append: () => {} },
  });
  const revoked: string[] = [];
  vi.stubGlobal("URL", {
    createObjectURL: () => "blob:invoice",
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  return { clicked, fetchCalls, revoked };
}

describe("downloadWithToken", () => {
  it("fetches with the session's bearer token and saves the file under the server's name", async () => {
    vi.useFakeTimers();
    const pdf = new Response(new Blob(["%PDF-"]), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": 'attachment; filename="Tax-Invoice-C1-2627-00001.pdf"',
      },
    });
    const { clicked, fetchCalls, revoked } = browser("tok123", pdf);
    await downloadWithToken("/invoices/7.pdf", "invoice.pdf");
    expect(fetchCalls).toEqual([["/invoices/7.pdf", { headers: { authorization: "Bearer tok123" } }]]);
    expect(clicked).toEqual([{ href: "blob:invoice", download: "Tax-Invoice-C1-2627-00001.pdf" }]);
    vi.runAllTimers();
    expect(revoked).toEqual(["blob:invoice"]);
  });

  it("says how the server refused, and that nothing arrived when the network failed", async () => {
    browser(null, new Response("{}", { status: 404 }));
    await expect(downloadWithToken("/invoices/7.pdf", "invoice.pdf")).rejects.toEqual(new DownloadError(404));
    browser("tok", new TypeError("offline"));
    await expect(downloadWithToken("/invoices/7.pdf", "invoice.pdf")).rejects.toMatchObject({ status: 0 });
  });
});

describe("fileNameOf", () => {
  it("reads the file name of a Content-Disposition header", () => {
    expect(fileNameOf('attachment; filename="a b.pdf"')).toBe("a b.pdf");
    expect(fileNameOf("attachment; filename=x.pdf")).toBe("x.pdf");
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
