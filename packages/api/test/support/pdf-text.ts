import { extractText, getDocumentProxy } from "unpdf";

/** The text of a PDF, all pages in one string (unpdf), for tests that check what a document says. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text;
}
