import { PRICE_LIMITS_PAISE } from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Progress,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { VendorService } from "../../lib/api-types";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import {
  BULK_PERCENT,
  type BulkChange,
  PRICE_LIMIT_TEXT,
  percentIssue,
  previewBulkChange,
  pricesOverLimit,
  type RoundTo,
} from "./bulk-prices";

type BulkPriceModalProps = { opened: boolean; onClose: () => void; services: readonly VendorService[] };

/** Raises or lowers the prices of the selected services by a percentage: previewed, then saved one by one. */
export function BulkPriceModal({ opened, onClose, services }: BulkPriceModalProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // As typed ("7.", "7.5"): turned into a number only to compute, so a decimal point is never lost.
  const [percent, setPercent] = useState<number | string>(10);
  const [roundTo, setRoundTo] = useState<RoundTo>(1);
  const [progress, setProgress] = useState<{ done: number; failed: string[] } | null>(null);
  // What Apply saved: the list refreshes with the new prices, which must not become the preview's "now".
  const [applied, setApplied] = useState<BulkChange[] | null>(null);
  const update = useMutation(trpc.vendor.services.update.mutationOptions());

  useEffect(() => {
    if (opened) {
      setProgress(null);
      setApplied(null);
    }
  }, [opened]);

  const issue = percentIssue(percent);
  const valid = issue === null;
  const preview = useMemo(
    () => (valid ? previewBulkChange(services, Number(percent), roundTo) : []),
    [services, percent, roundTo, valid],
  );
  const overLimit = pricesOverLimit(preview);
  const running = progress !== null && progress.done + progress.failed.length < services.length;

  async function apply() {
    setApplied(preview);
    setProgress({ done: 0, failed: [] });
    for (const change of preview) {
      const service = services.find((s) => s.id === change.serviceId);
      if (!service) continue;
      try {
        await update.mutateAsync({
          id: service.id,
          // The version the list showed: a service changed since (another tab) is refused, not overwritten.
          version: service.version,
          categoryId: service.categoryId,
          subCategoryName: service.subCategoryName,
          description: service.description,
          durationMinutes: service.durationMinutes,
          driverFeePaise: service.driverFeePaise,
          prices: change.prices.map((p) => ({ vehicleTypeId: p.vehicleTypeId, pricePaise: p.newPricePaise })),
        });
        setProgress((p) => (p ? { ...p, done: p.done + 1 } : p));
      } catch (error) {
        setProgress((p) => (p ? { ...p, failed: [...p.failed, `${change.name}: ${messageOf(error)}`] } : p));
      }
    }
    await queryClient.invalidateQueries({ queryKey: trpc.vendor.services.pathKey() });
  }

  const finished = progress !== null && !running;
  const shown = applied ?? preview;
  return (
    <Modal opened={opened} onClose={onClose} title="Adjust prices" size="lg" centered>
      <Stack gap="md">
        <Text size="sm">
          Change every price of the {services.length} selected{" "}
          {services.length === 1 ? "service" : "services"} by a percentage. Check the preview, then apply.
        </Text>
        <Group grow align="flex-start">
          <NumberInput
            label="Change (%)"
            description="Such as 10 or 7.5; a minus sign lowers prices"
            value={percent}
            onChange={setPercent}
            min={BULK_PERCENT.min}
            max={BULK_PERCENT.max}
            decimalScale={BULK_PERCENT.decimals}
            clampBehavior="none"
            suffix="%"
            error={percent !== "" ? issue : undefined}
            disabled={progress !== null}
          />
          <Select
            label="Round new prices to"
            value={String(roundTo)}
            onChange={(value) => setRoundTo(Number(value ?? 1) as RoundTo)}
            data={[
              { value: "1", label: "Nearest ₹1" },
              { value: "5", label: "Nearest ₹5" },
              { value: "10", label: "Nearest ₹10" },
            ]}
            allowDeselect={false}
            disabled={progress !== null}
          />
        </Group>
        {shown.length > 0 ? (
          <ScrollArea.Autosize mah={320} type="auto">
            <Table verticalSpacing={4} fz="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Service and vehicle</Table.Th>
                  <Table.Th ta="right">{applied ? "Before" : "Now"}</Table.Th>
                  <Table.Th ta="right">{applied ? "After" : "New"}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.flatMap((change) => [
                  <Table.Tr key={`s-${change.serviceId}`}>
                    <Table.Td colSpan={3} fw={700}>
                      {change.name}
                    </Table.Td>
                  </Table.Tr>,
                  ...change.prices.map((price) => (
                    <Table.Tr key={`p-${change.serviceId}-${price.vehicleTypeId}`}>
                      <Table.Td pl="lg">{price.vehicleTypeName}</Table.Td>
                      <Table.Td ta="right">{formatRupees(price.pricePaise)}</Table.Td>
                      <Table.Td
                        ta="right"
                        fw={600}
                        c={!applied && price.newPricePaise > PRICE_LIMITS_PAISE.max ? "red" : undefined}
                      >
                        {formatRupees(price.newPricePaise)}
                      </Table.Td>
                    </Table.Tr>
                  )),
                ])}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        ) : null}
        {!applied && overLimit.length > 0 ? (
          <Alert color="red" variant="light" role="alert" title="This change makes some prices too high">
            {overLimit.length === 1 ? "1 new price would be" : `${overLimit.length} new prices would be`}{" "}
            {PRICE_LIMIT_TEXT} ({overLimit.join("; ")}). Choose a smaller change or fewer services.
          </Alert>
        ) : null}
        {progress ? (
          <Stack gap={4} role="status" aria-live="polite">
            <Progress
              value={((progress.done + progress.failed.length) / Math.max(1, services.length)) * 100}
            />
            <Text size="sm">
              Updated {progress.done} of {services.length}
              {progress.failed.length > 0 ? `; ${progress.failed.length} failed` : ""}.
            </Text>
          </Stack>
        ) : null}
        {progress && progress.failed.length > 0 ? (
          <Alert color="red" variant="light" title="Some services were not updated">
            {progress.failed.map((line) => (
              <Text size="sm" key={line}>
                {line}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={running}>
            {finished ? "Close" : "Cancel"}
          </Button>
          {finished ? null : (
            <Button
              onClick={() => void apply()}
              disabled={!valid || preview.length === 0 || overLimit.length > 0}
              loading={running}
            >
              Apply to {services.length} {services.length === 1 ? "service" : "services"}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
