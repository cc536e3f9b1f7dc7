// @vitest-environment jsdom
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders, showIn } from "../../../test/support/render";
import { CentreNotFound } from "../centre/centre-not-found";
import { NotFoundPage } from "./not-found-page";
import { PageHeader } from "./page-header";

afterEach(async () => {
  await showIn("en");
  document.title = "";
});

describe("each page names itself in the tab, in the reader's language", () => {
  it("a centre's page: the centre's name", async () => {
    await renderWithProviders(<PageHeader title="PitStop Wash & Detail" />);
    await waitFor(() => expect(document.title).toBe("PitStop Wash & Detail | Chamak"));
    await showIn("hi");
    await waitFor(() => expect(document.title).toBe("PitStop Wash & Detail | चमक"));
  });

  it("a page that is not there", async () => {
    await renderWithProviders(<NotFoundPage />);
    await waitFor(() => expect(document.title).toBe("Page not found | Chamak"));
    await showIn("hi");
    await waitFor(() => expect(document.title).not.toMatch(/Page not found|Chamak/));
  });

  it("a centre that is not there", async () => {
    await renderWithProviders(<CentreNotFound />);
    await waitFor(() => expect(document.title).toMatch(/ \| Chamak$/));
    expect(document.title).not.toBe(" | Chamak");
  });
});
