import { formatRupees, type PlanSubscriptionView } from "@chamak/contracts";
import type { MessageKey } from "@chamak/i18n";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { FormNotice } from "../../forms/form-notice";
import { useInvoiceDownload } from "../../profile/use-invoice-download";
import { usePlanWords } from "../plan-words";

type Month = PlanSubscriptionView["months"][number];

/**
 * The months billed, newest first, each with its money as the server gives it (the ledger's): price, credits,
 * what is due, paid online or in cash, refunded and still to pay. Amounts that are nothing are left out.
 */
export function MonthsBilled({ months }: { months: readonly Month[] }) {
  const t = useT("plans");
  const words = usePlanWords();
  return (
    <Stack gap="xs" component="section" aria-labelledby="months-title">
      <Title order={2} size="h4" id="months-title">
        {t("monthsTitle")}
      </Title>
      {months.length === 0 ? <Text c="gray.7">{t("monthsNone")}</Text> : null}
      {months.map((month) => {
        const lines: [MessageKey<"plans">, number, boolean][] = [
          ["monthPrice", month.pricePaise, true],
          ["monthCredits", month.creditsPaise, month.creditsPaise !== 0],
          ["monthDue", month.money.duePaise, true],
          ["monthPaidOnline", month.money.capturedPaise, month.money.capturedPaise !== 0],
          ["monthPaidCash", month.money.cashPaise, month.money.cashPaise !== 0],
          ["monthRefunded", month.money.refundedPaise, month.money.refundedPaise !== 0],
          ["monthOutstanding", month.money.outstandingPaise, month.money.outstandingPaise !== 0],
        ];
        return (
          <Paper key={month.code} withBorder radius="md" p="sm" component="article" aria-label={month.code}>
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                {t("monthLine", { from: words.date(month.from), to: words.date(month.to) })}
              </Text>
              <Text size="xs" c="gray.7">
                {month.code}
              </Text>
            </Group>
            <dl style={{ margin: 0 }}>
              {lines
                .filter(([, , shown]) => shown)
                .map(([label, paise]) => (
                  <Group key={label} justify="space-between" gap="xs">
                    <Text component="dt" size="sm" c="gray.7">
                      {t(label)}
                    </Text>
                    <Text component="dd" size="sm" m={0}>
                      {formatRupees(paise)}
                    </Text>
                  </Group>
                ))}
            </dl>
            {month.status === "completed" ? <MonthInvoice month={month} /> : null}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** A completed month's tax invoice (its order's), downloaded as a PDF. */
function MonthInvoice({ month }: { month: Month }) {
  const t = useT("plans");
  const [notice, setNotice] = useState<string | null>(null);
  const invoice = useInvoiceDownload({ id: month.bookingId, code: month.code }, setNotice);
  return (
    <Stack gap={4} mt="xs" align="flex-start">
      <Button size="xs" variant="default" loading={invoice.busy} onClick={() => void invoice.download()}>
        {t("monthInvoice")}
      </Button>
      {notice ? <FormNotice tone="waiting" message={notice} /> : null}
      {invoice.error ? <FormNotice tone="error" message={invoice.error} /> : null}
    </Stack>
  );
}
