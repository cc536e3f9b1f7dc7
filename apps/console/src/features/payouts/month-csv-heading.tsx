import { DownloadError, downloadWithToken, saveBlob } from "@chamak/web-client";
import { Alert, Button, Group, Select, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { monthLabel } from "./months";

type MonthCsvHeadingProps = {
  title: string;
  months: readonly string[];
  month: string;
  onMonth: (month: string) => void;
  /** The month's report as CSV, or null while there is nothing to download. */
  csv: string | null;
  fileName: string;
  /** Where the month's report is downloaded as a PDF, when it has one. */
  pdfPath?: string;
};

/** A monthly report's heading: its title, the month shown, and the month as a CSV (and PDF) download. */
export function MonthCsvHeading({
  title,
  months,
  month,
  onMonth,
  csv,
  fileName,
  pdfPath,
}: MonthCsvHeadingProps) {
  const [pdfState, setPdfState] = useState<"idle" | "loading" | string>("idle");
  const downloadPdf = async (path: string) => {
    setPdfState("loading");
    try {
      await downloadWithToken(path, fileName.replace(/\.csv$/, ".pdf"));
      setPdfState("idle");
    } catch (caught) {
      const status = caught instanceof DownloadError ? caught.status : 0;
      setPdfState(
        status === 401
          ? "Your session has ended. Sign in again to download the PDF."
          : "The PDF could not be downloaded. Please try again.",
      );
    }
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="end">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group gap="sm" align="end">
          <Select
            label="Month"
            data={months.map((value) => ({ value, label: monthLabel(value) }))}
            value={month}
            onChange={(value) => value && onMonth(value)}
            allowDeselect={false}
            w={180}
          />
          <Button
            variant="light"
            disabled={csv === null}
            onClick={() =>
              csv !== null && saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), fileName)
            }
          >
            Download CSV
          </Button>
          {pdfPath ? (
            <Button
              variant="light"
              loading={pdfState === "loading"}
              onClick={() => void downloadPdf(pdfPath)}
            >
              Download PDF
            </Button>
          ) : null}
        </Group>
      </Group>
      {pdfState !== "idle" && pdfState !== "loading" ? (
        <Alert color="red" variant="light" withCloseButton onClose={() => setPdfState("idle")} role="alert">
          {pdfState}
        </Alert>
      ) : null}
    </Stack>
  );
}
