import { type CouponOutput, formatIndiaWeekdayDate } from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import { Badge, Button, Stack, Table, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { ConfirmModal } from "../shared/confirm-modal";
import { Notice } from "../shared/notice";
import { PageHeader } from "../shared/page-header";
import { QueryTable } from "../shared/query-table";
import { CouponForm } from "./coupon-form";

const STATE_COLORS: Record<CouponOutput["state"], string> = {
  active: "teal",
  scheduled: "blue",
  exhausted: "orange",
  expired: "gray",
  retired: "gray",
};

function offerOf(coupon: CouponOutput): string {
  if (coupon.percentOff !== null) {
    return `${coupon.percentOff}% off${coupon.maxDiscountPaise !== null ? `, up to ${formatRupees(coupon.maxDiscountPaise)}` : ""}`;
  }
  return `${formatRupees(coupon.amountOffPaise ?? 0)} off`;
}

export function CouponsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const coupons = useQuery(trpc.admin.coupons.list.queryOptions());
  const [retiring, setRetiring] = useState<CouponOutput | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const retire = useMutation(
    trpc.admin.coupons.retire.mutationOptions({
      onSuccess: async (coupon) => {
        setNotice(`${coupon.code} is retired and no longer works.`);
        setRetiring(null);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.coupons.list.queryKey() });
      },
    }),
  );
  return (
    <Stack gap="md">
      <PageHeader title="Coupons" description="Promo codes customers enter at checkout." />
      <Notice text={notice} onClose={() => setNotice(null)} />
      <CouponForm onCreated={(code) => setNotice(`${code} is created.`)} />
      <QueryTable
        query={coupons}
        loadingLabel="Loading coupons…"
        errorTitle="Coupons could not load"
        empty={{ title: "No coupons yet", description: "Create the first one above." }}
        minWidth={720}
        columns={
          <>
            <Table.Th>Code</Table.Th>
            <Table.Th>Offer</Table.Th>
            <Table.Th>Rules</Table.Th>
            <Table.Th>Valid</Table.Th>
            <Table.Th>Used</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </>
        }
        row={(coupon) => (
          <Table.Tr key={coupon.id}>
            <Table.Td>
              <Text ff="monospace" fw={700}>
                {coupon.code}
              </Text>
              <Badge size="xs" variant="light" color={STATE_COLORS[coupon.state]}>
                {coupon.state}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{offerOf(coupon)}</Text>
              <Text size="xs" c="dimmed">
                {coupon.description}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="xs">
                {coupon.minOrderPaise > 0 ? `Min order ${formatRupees(coupon.minOrderPaise)} · ` : ""}
                {coupon.perUserLimit} per customer
                {coupon.firstBookingOnly ? " · first booking only" : ""}
                {coupon.allowsFree ? " · may be free" : ""}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="xs">
                {formatIndiaWeekdayDate(coupon.validFrom)}
                {coupon.validUntil
                  ? ` – ${formatIndiaWeekdayDate(new Date(coupon.validUntil.getTime() - 1))}`
                  : " onwards"}
              </Text>
            </Table.Td>
            <Table.Td>
              {coupon.redemptionCount}
              {coupon.maxRedemptions !== null ? ` / ${coupon.maxRedemptions}` : ""}
            </Table.Td>
            <Table.Td ta="right">
              {coupon.state === "retired" ? (
                <Text size="xs" c="dimmed">
                  Retired
                </Text>
              ) : (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    retire.reset();
                    setRetiring(coupon);
                  }}
                  aria-label={`Retire ${coupon.code}`}
                >
                  Retire
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
      <ConfirmModal
        opened={retiring !== null}
        onClose={() => setRetiring(null)}
        title={`Retire ${retiring?.code ?? ""}?`}
        confirmLabel="Retire coupon"
        color="red"
        pending={retire.isPending}
        error={retire.isError ? messageOf(retire.error) : null}
        onConfirm={() => retiring && retire.mutate({ couponId: retiring.id })}
      >
        The code stops working at once. Bookings that already used it keep their discount.
      </ConfirmModal>
    </Stack>
  );
}
