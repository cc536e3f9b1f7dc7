import { type CouponCreateInput, couponCreateInput, POLICY } from "@chamak/contracts";
import { checkForm, fieldErrorsOf, messageOf } from "@chamak/web-client";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { rupeesInputToPaise } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";

type Draft = {
  code: string;
  description: string;
  kind: "percent" | "amount";
  percentOff: number | "";
  amountOff: number | "";
  cap: number | "";
  minOrder: number | "";
  firstBookingOnly: boolean;
  perUserLimit: number | "";
  maxRedemptions: number | "";
  validFrom: string;
  validUntil: string;
};

const EMPTY: Draft = {
  code: "",
  description: "",
  kind: "percent",
  percentOff: "",
  amountOff: "",
  cap: "",
  minOrder: "",
  firstBookingOnly: false,
  perUserLimit: 1,
  maxRedemptions: "",
  validFrom: "",
  validUntil: "",
};

/** A new promo code, checked with the same rules as the server. */
export function CouponForm({ onCreated }: { onCreated: (code: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const create = useMutation(
    trpc.admin.coupons.create.mutationOptions({
      onSuccess: async (coupon) => {
        setDraft(EMPTY);
        onCreated(coupon.code);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.coupons.list.queryKey() });
      },
    }),
  );
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : fieldErrorsOf(create.error);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const num = (value: string | number): number | "" => (value === "" ? "" : Number(value));

  function submit(event: FormEvent) {
    event.preventDefault();
    const values: CouponCreateInput = {
      code: draft.code,
      description: draft.description,
      percentOff: draft.kind === "percent" && draft.percentOff !== "" ? draft.percentOff : null,
      amountOffPaise: draft.kind === "amount" ? rupeesInputToPaise(draft.amountOff) : null,
      maxDiscountPaise: draft.kind === "percent" ? rupeesInputToPaise(draft.cap) : null,
      minOrderPaise: rupeesInputToPaise(draft.minOrder) ?? 0,
      firstBookingOnly: draft.firstBookingOnly,
      perUserLimit: draft.perUserLimit === "" ? 1 : draft.perUserLimit,
      maxRedemptions: draft.maxRedemptions === "" ? null : draft.maxRedemptions,
      validFrom: draft.validFrom || null,
      validUntil: draft.validUntil || null,
    };
    const checked = checkForm(couponCreateInput, values);
    if (!checked.ok) {
      setClientErrors(checked.errors);
      return;
    }
    setClientErrors({});
    create.mutate(values);
  }

  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          New coupon
        </Title>
        {create.isError && Object.keys(fieldErrorsOf(create.error)).length === 0 ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(create.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Code"
            description={`Up to ${POLICY.promoCodeMaxLength} letters or digits`}
            required
            maxLength={POLICY.promoCodeMaxLength}
            value={draft.code}
            onChange={(e) => set("code", e.currentTarget.value.toUpperCase())}
            error={errors.code}
            styles={{
              input: { fontFamily: "var(--mantine-font-family-monospace)", textTransform: "uppercase" },
            }}
          />
          <TextInput
            label="Description"
            description="Shown to customers, e.g. 20% off, up to ₹150"
            required
            maxLength={200}
            value={draft.description}
            onChange={(e) => set("description", e.currentTarget.value)}
            error={errors.description}
          />
        </SimpleGrid>
        <SegmentedControl
          aria-label="Discount type"
          w="fit-content"
          value={draft.kind}
          onChange={(value) => set("kind", value as Draft["kind"])}
          data={[
            { value: "percent", label: "Percentage off" },
            { value: "amount", label: "Amount off" },
          ]}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {draft.kind === "percent" ? (
            <>
              <NumberInput
                label="Percent off"
                required
                min={1}
                max={100}
                allowDecimal={false}
                suffix="%"
                value={draft.percentOff}
                onChange={(v) => set("percentOff", num(v))}
                error={errors.percentOff}
              />
              <NumberInput
                label="Cap (₹)"
                description="Largest discount; empty for none"
                min={1}
                decimalScale={2}
                prefix="₹"
                value={draft.cap}
                onChange={(v) => set("cap", num(v))}
                error={errors.maxDiscountPaise}
              />
            </>
          ) : (
            <NumberInput
              label="Amount off (₹)"
              required
              min={1}
              decimalScale={2}
              prefix="₹"
              value={draft.amountOff}
              onChange={(v) => set("amountOff", num(v))}
              error={errors.amountOffPaise ?? errors.percentOff}
            />
          )}
          <NumberInput
            label="Minimum order (₹)"
            min={0}
            decimalScale={2}
            prefix="₹"
            value={draft.minOrder}
            onChange={(v) => set("minOrder", num(v))}
            error={errors.minOrderPaise}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <NumberInput
            label="Uses per customer"
            min={1}
            max={100}
            allowDecimal={false}
            value={draft.perUserLimit}
            onChange={(v) => set("perUserLimit", num(v))}
            error={errors.perUserLimit}
          />
          <NumberInput
            label="Total redemptions"
            description="Empty for unlimited"
            min={1}
            allowDecimal={false}
            value={draft.maxRedemptions}
            onChange={(v) => set("maxRedemptions", num(v))}
            error={errors.maxRedemptions}
          />
          <TextInput
            type="date"
            label="Valid from"
            description="Empty: today"
            value={draft.validFrom}
            onChange={(e) => set("validFrom", e.currentTarget.value)}
            error={errors.validFrom}
          />
          <TextInput
            type="date"
            label="Valid until"
            description="Last day; empty: no end"
            value={draft.validUntil}
            onChange={(e) => set("validUntil", e.currentTarget.value)}
            error={errors.validUntil}
          />
        </SimpleGrid>
        <Checkbox
          label="First booking only"
          checked={draft.firstBookingOnly}
          onChange={(e) => set("firstBookingOnly", e.currentTarget.checked)}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Dates are Indian calendar days.
          </Text>
          <Button type="submit" loading={create.isPending}>
            Create coupon
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
