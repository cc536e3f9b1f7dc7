import {
  type BookingOutsideSchedule,
  type CentreUpdateInput,
  centreUpdateInput,
  STATE_NAMES,
  type VendorCentre,
  validateGstin,
} from "@chamak/contracts";
import { checkForm, fieldErrorsOf, messageOf } from "@chamak/web-client";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { paiseToRupeesInput, rupeesInputToPaise } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { BookingsOutsideScheduleAlert } from "./bookings-outside-schedule-alert";

const SLOT_LENGTHS = [15, 20, 30, 45, 60, 90, 120];

type Draft = {
  name: string;
  mobile: string;
  email: string;
  locality: string;
  address: string;
  city: string;
  state: string | null;
  zip: string;
  gstin: string;
  latitude: number | "";
  longitude: number | "";
  description: string;
  slotMinutes: number;
  bays: number | "";
  offersPickDrop: boolean;
  offersDoorstep: boolean;
  pickDropFee: number | "";
};

const draftOf = (centre: VendorCentre): Draft => ({
  name: centre.name,
  mobile: centre.mobile,
  email: centre.email,
  locality: centre.locality,
  address: centre.address,
  city: centre.city,
  state: centre.state,
  zip: centre.zip,
  gstin: centre.gstin,
  latitude: centre.latitude ?? "",
  longitude: centre.longitude ?? "",
  description: centre.description ?? "",
  slotMinutes: centre.slotMinutes,
  bays: centre.bays,
  offersPickDrop: centre.offersPickDrop,
  offersDoorstep: centre.offersDoorstep,
  pickDropFee: paiseToRupeesInput(centre.pickDropFeePaise),
});

/** The centre's public details, location and how it takes bookings. GSTIN is checked as you type. */
export function CentreProfileForm({ centre, disabled }: { centre: VendorCentre; disabled: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(centre));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [outside, setOutside] = useState<readonly BookingOutsideSchedule[]>([]);
  const update = useMutation(
    trpc.vendor.centre.update.mutationOptions({
      onSuccess: async ({ bookingsOutsideSchedule, ...next }) => {
        setDraft(draftOf(next));
        setSaved(true);
        setOutside(bookingsOutsideSchedule);
        queryClient.setQueryData(trpc.vendor.centre.get.queryKey(), next);
        await queryClient.invalidateQueries({ queryKey: trpc.dashboard.me.queryKey() });
      },
    }),
  );
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : fieldErrorsOf(update.error);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(false);
  };

  const gstinCheck = draft.gstin.trim() ? validateGstin(draft.gstin, draft.state ?? undefined) : null;
  const hasCoordinates = draft.latitude !== "" && draft.longitude !== "";
  const mapUrl = hasCoordinates
    ? `https://www.openstreetmap.org/?mlat=${draft.latitude}&mlon=${draft.longitude}#map=17/${draft.latitude}/${draft.longitude}`
    : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const values = {
      ...draft,
      state: draft.state ?? "",
      latitude: draft.latitude === "" ? null : draft.latitude,
      longitude: draft.longitude === "" ? null : draft.longitude,
      bays: draft.bays === "" ? undefined : draft.bays,
      pickDropFeePaise: rupeesInputToPaise(draft.pickDropFee),
    };
    const checked = checkForm<CentreUpdateInput>(centreUpdateInput, values);
    if (!checked.ok) {
      setClientErrors(checked.errors);
      return;
    }
    setClientErrors({});
    update.mutate(checked.data);
  }

  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          Centre details
        </Title>
        {update.isError && Object.keys(fieldErrorsOf(update.error)).length === 0 ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(update.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Centre name"
            required
            value={draft.name}
            onChange={(e) => set("name", e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label="Mobile number"
            required
            inputMode="numeric"
            maxLength={10}
            value={draft.mobile}
            onChange={(e) => set("mobile", e.currentTarget.value)}
            error={errors.mobile}
          />
          <TextInput
            label="Email"
            type="email"
            required
            value={draft.email}
            onChange={(e) => set("email", e.currentTarget.value)}
            error={errors.email}
          />
          <TextInput
            label="Locality"
            required
            value={draft.locality}
            onChange={(e) => set("locality", e.currentTarget.value)}
            error={errors.locality}
          />
        </SimpleGrid>
        <TextInput
          label="Address"
          required
          value={draft.address}
          onChange={(e) => set("address", e.currentTarget.value)}
          error={errors.address}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="City"
            required
            value={draft.city}
            onChange={(e) => set("city", e.currentTarget.value)}
            error={errors.city}
          />
          <Select
            label="State"
            required
            searchable
            data={[...STATE_NAMES]}
            value={draft.state}
            onChange={(value) => set("state", value)}
            error={errors.state}
            allowDeselect={false}
          />
          <TextInput
            label="PIN code"
            required
            inputMode="numeric"
            maxLength={6}
            value={draft.zip}
            onChange={(e) => set("zip", e.currentTarget.value)}
            error={errors.zip}
          />
        </SimpleGrid>
        <TextInput
          label="GST number (GSTIN)"
          required
          maxLength={15}
          value={draft.gstin}
          onChange={(e) => set("gstin", e.currentTarget.value.toUpperCase())}
          error={errors.gstin ?? (gstinCheck && !gstinCheck.ok ? gstinCheck.message : undefined)}
          description={
            gstinCheck?.ok
              ? `Valid GSTIN registered in ${gstinCheck.stateName}`
              : "15 characters, e.g. 07AABCT1234Q1Z5"
          }
          styles={{ description: { color: gstinCheck?.ok ? "var(--mantine-color-teal-8)" : undefined } }}
          aria-live="polite"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Latitude"
            decimalScale={6}
            min={-90}
            max={90}
            value={draft.latitude}
            onChange={(value) => set("latitude", value === "" ? "" : Number(value))}
            error={errors.latitude}
          />
          <NumberInput
            label="Longitude"
            decimalScale={6}
            min={-180}
            max={180}
            value={draft.longitude}
            onChange={(value) => set("longitude", value === "" ? "" : Number(value))}
            error={errors.longitude}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Location helps customers nearby find you.{" "}
          {mapUrl ? (
            <Anchor href={mapUrl} target="_blank" rel="noopener noreferrer">
              View this location on a map (opens in a new tab)
            </Anchor>
          ) : (
            "Give both latitude and longitude to check them on a map."
          )}
        </Text>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={2000}
          value={draft.description}
          onChange={(e) => set("description", e.currentTarget.value)}
          error={errors.description}
        />

        <Title order={3} size="h5" mt="xs">
          Bookings
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label="Slot length"
            data={SLOT_LENGTHS.map((m) => ({ value: String(m), label: `${m} minutes` }))}
            value={String(draft.slotMinutes)}
            onChange={(value) => set("slotMinutes", Number(value ?? 30))}
            error={errors.slotMinutes}
            allowDeselect={false}
          />
          <NumberInput
            label="Washing bays"
            description="Vehicles you can serve at once"
            min={1}
            max={20}
            allowDecimal={false}
            value={draft.bays}
            onChange={(value) => set("bays", value === "" ? "" : Number(value))}
            error={errors.bays}
          />
          <NumberInput
            label="Pick & drop fee (₹)"
            description="Empty: each service's driver fee"
            min={0}
            max={10_000}
            decimalScale={2}
            prefix="₹"
            value={draft.pickDropFee}
            onChange={(value) => set("pickDropFee", value === "" ? "" : Number(value))}
            error={errors.pickDropFeePaise}
            disabled={!draft.offersPickDrop}
          />
        </SimpleGrid>
        <Group gap="xl">
          <Switch
            label="Offer pick & drop"
            checked={draft.offersPickDrop}
            onChange={(e) => set("offersPickDrop", e.currentTarget.checked)}
          />
          <Switch
            label="Offer doorstep service"
            checked={draft.offersDoorstep}
            onChange={(e) => set("offersDoorstep", e.currentTarget.checked)}
          />
        </Group>
        <BookingsOutsideScheduleAlert bookings={outside} onClose={() => setOutside([])} />
        <Group justify="flex-end" gap="sm">
          {saved && outside.length === 0 ? (
            <Text size="sm" c="teal.8" role="status">
              Saved.
            </Text>
          ) : null}
          <Button type="submit" loading={update.isPending} disabled={disabled}>
            Save details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
