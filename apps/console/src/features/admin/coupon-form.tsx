import { type CouponCreateInput, couponCreateInput, POLICY } from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
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
import { rupeesInputToPaise } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { useConsoleForm } from "../shared/use-console-form";

type Draft = {
  code: string;
  description: string;
  kind: "percent" | "amount";
  percentOff: number | string;
  amountOff: number | string;
  cap: number | string;
  minOrder: number | string;
  firstBookingOnly: boolean;
  allowsFree: boolean;
  perUserLimit: number | string;
  maxRedemptions: number | string;
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
  allowsFree: false,
  perUserLimit: 1,
  maxRedemptions: "",
  validFrom: "",
  validUntil: "",
};

const count = (value: number | string) => (value === "" ? null : Number(value));

/** couponCreateInput's input for the typed draft (rupees to paise; only the chosen kind of discount). */
export function couponInputOf(draft: Draft): CouponCreateInput {
  return {
    code: draft.code,
    description: draft.description,
    percentOff: draft.kind === "percent" ? count(draft.percentOff) : null,
    amountOffPaise: draft.kind === "amount" ? rupeesInputToPaise(draft.amountOff) : null,
    maxDiscountPaise: draft.kind === "percent" ? rupeesInputToPaise(draft.cap) : null,
    minOrderPaise: rupeesInputToPaise(draft.minOrder) ?? 0,
    firstBookingOnly: draft.firstBookingOnly,
    allowsFree: draft.allowsFree,
    perUserLimit: count(draft.perUserLimit) ?? 1,
    maxRedemptions: count(draft.maxRedemptions),
    validFrom: draft.validFrom || null,
    validUntil: draft.validUntil || null,
  };
}

const BOXES: Readonly<Record<string, string>> = {
  amountOffPaise: "amountOff",
  maxDiscountPaise: "cap",
  minOrderPaise: "minOrder",
};

/** The schema's paise fields are the form's rupee boxes; "give a percentage or an amount" goes to the one shown. */
const boxOf = (path: string, draft: Draft): string =>
  path === "percentOff" && draft.kind === "amount" ? "amountOff" : (BOXES[path] ?? path);

/** A new promo code, checked with the same rules as the server. */
export function CouponForm({ onCreated }: { onCreated: (code: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.admin.coupons.create.mutationOptions({
      onSuccess: async (coupon) => {
        form.reset();
        onCreated(coupon.code);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.coupons.list.queryKey() });
      },
    }),
  );
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: EMPTY,
    validateInputOnBlur: true,
    schema: couponCreateInput,
    toInput: couponInputOf,
    fieldOf: boxOf,
    serverErrors: fieldErrorsOf(create.error),
  });
  const draft = form.values;
  const field = (path: keyof Draft) => form.getInputProps(path);

  return (
    <Card
      withBorder
      padding="lg"
      component="form"
      ref={ref}
      onSubmit={onSubmit((input) => create.mutate(input))}
      noValidate
    >
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
            {...field("code")}
            onChange={(e) => form.setFieldValue("code", e.currentTarget.value.toUpperCase())}
            styles={{
              input: { fontFamily: "var(--mantine-font-family-monospace)", textTransform: "uppercase" },
            }}
          />
          <TextInput
            label="Description"
            description="Shown to customers, e.g. 20% off, up to ₹150"
            required
            maxLength={200}
            {...field("description")}
          />
        </SimpleGrid>
        <SegmentedControl
          aria-label="Discount type"
          w="fit-content"
          value={draft.kind}
          onChange={(value) => form.setFieldValue("kind", value === "amount" ? "amount" : "percent")}
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
                clampBehavior="none"
                allowDecimal={false}
                suffix="%"
                {...field("percentOff")}
              />
              <NumberInput
                label="Cap (₹)"
                description="Largest discount; required unless the coupon may be free"
                required={!draft.allowsFree}
                min={1}
                clampBehavior="none"
                decimalScale={2}
                prefix="₹"
                {...field("cap")}
              />
            </>
          ) : (
            <NumberInput
              label="Amount off (₹)"
              description="Less than the minimum order, unless the coupon may be free"
              required
              min={1}
              clampBehavior="none"
              decimalScale={2}
              prefix="₹"
              {...field("amountOff")}
            />
          )}
          <NumberInput
            label="Minimum order (₹)"
            min={0}
            clampBehavior="none"
            decimalScale={2}
            prefix="₹"
            {...field("minOrder")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <NumberInput
            label="Uses per customer"
            min={1}
            max={100}
            clampBehavior="none"
            allowDecimal={false}
            {...field("perUserLimit")}
          />
          <NumberInput
            label="Total redemptions"
            description="Empty for unlimited"
            min={1}
            clampBehavior="none"
            allowDecimal={false}
            {...field("maxRedemptions")}
          />
          <TextInput type="date" label="Valid from" description="Empty: today" {...field("validFrom")} />
          <TextInput
            type="date"
            label="Valid until"
            description="Last day; empty: no end"
            {...field("validUntil")}
          />
        </SimpleGrid>
        <Checkbox
          label="First booking only"
          {...form.getInputProps("firstBookingOnly", { type: "checkbox" })}
        />
        <Checkbox
          label="Free coupon: may bring a booking's services to ₹0"
          description="Otherwise a coupon always leaves at least ₹1 to pay"
          {...form.getInputProps("allowsFree", { type: "checkbox" })}
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
