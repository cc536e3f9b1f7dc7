import {
  type BookingOutsideSchedule,
  centreUpdateInput,
  EXAMPLE_GSTIN,
  NO_SHOW_GRACE_MINUTES,
  STATE_NAMES,
  TYPED_MOBILE_MAX_LENGTH,
  type VendorCentre,
  validateGstin,
  vendorCentreOutput,
} from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
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
import { useState } from "react";
import { errorText } from "../../lib/error-text";
import { formatRupees, paiseToRupeesInput, rupeesInputToPaise } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { useKeptDraft } from "../auth/kept-drafts";
import { RestoredDraftNotice } from "../auth/restored-draft-notice";
import { withCharacterCount } from "../shared/character-count";
import { StaleEditAlert, staleLines, staleRecord } from "../shared/stale-edit-alert";
import { useConsoleForm } from "../shared/use-console-form";
import { BookingsOutsideScheduleAlert } from "./bookings-outside-schedule-alert";
import { IdentityChangeNotice } from "./identity-change-notice";
import {
  type ServiceAreaDraft,
  ServiceAreaFields,
  serviceAreaDraftOf,
  serviceAreaFieldOf,
  serviceAreaInputOf,
  serviceAreaLines,
} from "./service-area-fields";

const SLOT_LENGTHS = [15, 20, 30, 45, 60, 90, 120];

type Draft = ServiceAreaDraft & {
  name: string;
  mobile: string;
  email: string;
  locality: string;
  address: string;
  city: string;
  state: string | null;
  zip: string;
  gstin: string;
  latitude: number | string;
  longitude: number | string;
  description: string;
  slotMinutes: number;
  bays: number | string;
  offersPickDrop: boolean;
  offersDoorstep: boolean;
  pickDropFee: number | string;
  doorstepRadiusKm: number | string;
  pickDropRadiusKm: number | string;
  /** The PIN codes served beyond the radius, as typed: separated by commas or spaces. */
  servicePins: string;
  /** A doorstep wash uses the customer's water tap, and their power point (the customer is told before booking). */
  doorstepNeedsWater: boolean;
  doorstepNeedsPower: boolean;
  /** Minutes past the arrival window before a booking may be marked a no-show, 15 to 240. */
  noShowGraceMinutes: number | string;
  /** The profile's version the form holds (sent with the save; a profile changed since is refused). */
  version: number;
};

/** The name and GSTIN shown are the ones asked for while they wait for review (saving them keeps them waiting). */
const draftOf = (centre: VendorCentre): Draft => ({
  name: centre.identityChange?.status === "pending" ? centre.identityChange.name : centre.name,
  mobile: centre.mobile,
  email: centre.email,
  locality: centre.locality,
  address: centre.address,
  city: centre.city,
  state: centre.state,
  zip: centre.zip,
  gstin: (centre.identityChange?.status === "pending" ? centre.identityChange.gstin : centre.gstin) ?? "",
  latitude: centre.latitude ?? "",
  longitude: centre.longitude ?? "",
  description: centre.description ?? "",
  slotMinutes: centre.slotMinutes,
  bays: centre.bays,
  offersPickDrop: centre.offersPickDrop,
  offersDoorstep: centre.offersDoorstep,
  pickDropFee: paiseToRupeesInput(centre.pickDropFeePaise),
  doorstepRadiusKm: centre.doorstepRadiusKm,
  pickDropRadiusKm: centre.pickDropRadiusKm,
  servicePins: centre.servicePins.join(", "),
  doorstepNeedsWater: centre.doorstepNeedsWater,
  doorstepNeedsPower: centre.doorstepNeedsPower,
  noShowGraceMinutes: centre.noShowGraceMinutes,
  ...serviceAreaDraftOf(centre),
  version: centre.version,
});

/** The PINs typed, each once: "201301, 201304 201305" -> ["201301", "201304", "201305"]. */
const typedPins = (text: string) => text.split(/[\s,;]+/).filter((pin) => pin !== "");

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** The profile's values now, beside those the form was opened with. */
function profileLines(now: VendorCentre, opened: Draft) {
  const nowDraft = draftOf(now);
  const fee = (paise: number | null) => (paise === null ? "Each service's driver fee" : formatRupees(paise));
  const openedFee = rupeesInputToPaise(opened.pickDropFee);
  return staleLines([
    ["Centre name", nowDraft.name, opened.name],
    ["Mobile number", now.mobile, opened.mobile],
    ["Email", now.email, opened.email],
    ["Locality", now.locality, opened.locality],
    ["Address", now.address, opened.address],
    ["City", now.city, opened.city],
    ["State", now.state, opened.state ?? ""],
    ["PIN code", now.zip, opened.zip],
    ["GSTIN", nowDraft.gstin || "None", opened.gstin || "None"],
    ["Description", now.description ?? "", opened.description],
    ["Slot length", `${now.slotMinutes} minutes`, `${opened.slotMinutes} minutes`],
    ["Washing bays", String(now.bays), String(opened.bays)],
    ["Pick & drop fee", fee(now.pickDropFeePaise), fee(Number.isNaN(openedFee) ? null : openedFee)],
    ["Pick & drop", yesNo(now.offersPickDrop), yesNo(opened.offersPickDrop)],
    ["Doorstep service", yesNo(now.offersDoorstep), yesNo(opened.offersDoorstep)],
    ["Doorstep within", `${now.doorstepRadiusKm} km`, `${opened.doorstepRadiusKm} km`],
    ["Pick & drop within", `${now.pickDropRadiusKm} km`, `${opened.pickDropRadiusKm} km`],
    [
      "Also serves PINs",
      now.servicePins.join(", ") || "None",
      typedPins(opened.servicePins).join(", ") || "None",
    ],
    ["Doorstep uses the customer's water", yesNo(now.doorstepNeedsWater), yesNo(opened.doorstepNeedsWater)],
    ["Doorstep uses the customer's power", yesNo(now.doorstepNeedsPower), yesNo(opened.doorstepNeedsPower)],
    ["No-show grace", `${now.noShowGraceMinutes} minutes`, `${opened.noShowGraceMinutes} minutes`],
    ...serviceAreaLines(now, opened),
  ]);
}

/** centreUpdateInput's input for the typed draft: empty coordinates clear them, the fee in paise. */
const centreInputOf = (draft: Draft) => ({
  ...draft,
  state: draft.state ?? "",
  latitude: draft.latitude === "" ? null : Number(draft.latitude),
  longitude: draft.longitude === "" ? null : Number(draft.longitude),
  bays: draft.bays === "" ? undefined : Number(draft.bays),
  pickDropFeePaise: rupeesInputToPaise(draft.pickDropFee),
  doorstepRadiusKm: draft.doorstepRadiusKm === "" ? Number.NaN : Number(draft.doorstepRadiusKm),
  pickDropRadiusKm: draft.pickDropRadiusKm === "" ? Number.NaN : Number(draft.pickDropRadiusKm),
  servicePins: typedPins(draft.servicePins),
  noShowGraceMinutes: draft.noShowGraceMinutes === "" ? Number.NaN : Number(draft.noShowGraceMinutes),
  ...serviceAreaInputOf(draft),
});

/** The centre's public details, location and how it takes bookings. GSTIN is checked as you type. */
export function CentreProfileForm({ centre, disabled }: { centre: VendorCentre; disabled: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [outside, setOutside] = useState<readonly BookingOutsideSchedule[]>([]);
  const update = useMutation(
    trpc.vendor.centre.update.mutationOptions({
      onSuccess: async ({ bookingsOutsideSchedule, ...next }) => {
        form.setValues(draftOf(next));
        setOpened(draftOf(next));
        setSaved(true);
        setOutside(bookingsOutsideSchedule);
        queryClient.setQueryData(trpc.vendor.centre.get.queryKey(), next);
        await queryClient.invalidateQueries({ queryKey: trpc.dashboard.me.queryKey() });
      },
    }),
  );
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: draftOf(centre),
    schema: centreUpdateInput,
    toInput: centreInputOf,
    // The schema's pickDropFeePaise is the form's rupee box; each PIN's message goes to the PIN box.
    fieldOf: (path) =>
      path === "pickDropFeePaise"
        ? "pickDropFee"
        : path.startsWith("servicePins")
          ? "servicePins"
          : (serviceAreaFieldOf(path) ?? path),
    serverErrors: fieldErrorsOf(update.error),
    onValuesChange: () => setSaved(false),
  });
  const kept = useKeptDraft("centre-profile", form);
  // What the form was opened with (or last saved): a refusal as stale compares the profile now with it.
  const [opened, setOpened] = useState<Draft>(() => draftOf(centre));
  const draft = form.values;
  const stale = staleRecord(vendorCentreOutput, update.error);
  const field = (path: keyof Draft) => form.getInputProps(path);

  const gstinCheck = draft.gstin.trim() ? validateGstin(draft.gstin, draft.state ?? undefined) : null;
  const hasCoordinates = draft.latitude !== "" && draft.longitude !== "";
  const mapUrl = hasCoordinates
    ? `https://www.openstreetmap.org/?mlat=${draft.latitude}&mlon=${draft.longitude}#map=17/${draft.latitude}/${draft.longitude}`
    : null;

  const submit = onSubmit((input) => {
    setSaved(false);
    update.mutate(input);
  });

  return (
    <Card withBorder padding="lg" component="form" ref={ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          Centre details
        </Title>
        {update.isError && !stale && Object.keys(fieldErrorsOf(update.error)).length === 0 ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(update.error)}
          </Alert>
        ) : null}
        <RestoredDraftNotice shown={kept.restored} onClose={kept.dismiss} />
        <IdentityChangeNotice centre={centre} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Centre name"
            required
            description={
              centre.status === "approved" ? "A new name or GSTIN is reviewed before it shows" : undefined
            }
            {...field("name")}
          />
          <TextInput
            label="Mobile number"
            required
            inputMode="tel"
            maxLength={TYPED_MOBILE_MAX_LENGTH}
            {...field("mobile")}
          />
          <TextInput label="Email" type="email" required {...field("email")} />
          <TextInput label="Locality" required {...field("locality")} />
        </SimpleGrid>
        <TextInput
          label="Address"
          required
          maxLength={300}
          description={withCharacterCount(draft.address, 300)}
          {...field("address")}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label="City" required {...field("city")} />
          <Select
            label="State"
            required
            searchable
            data={[...STATE_NAMES]}
            {...field("state")}
            allowDeselect={false}
          />
          <TextInput label="PIN code" required inputMode="numeric" maxLength={6} {...field("zip")} />
        </SimpleGrid>
        <TextInput
          label="GST number (GSTIN)"
          required={centre.gstin !== null}
          maxLength={15}
          {...field("gstin")}
          onChange={(e) => form.setFieldValue("gstin", e.currentTarget.value.toUpperCase())}
          error={
            field("gstin").error ?? (gstinCheck && !gstinCheck.ok ? errorText(gstinCheck.message) : undefined)
          }
          description={
            gstinCheck?.ok
              ? `Valid GSTIN registered in ${gstinCheck.stateName}`
              : centre.gstin === null
                ? `Not registered under GST (you declared your turnover is below the threshold). Once you register, add your GSTIN here: tax invoices and TCS apply from the day you save it. 15 characters, e.g. ${EXAMPLE_GSTIN}`
                : `15 characters, e.g. ${EXAMPLE_GSTIN}`
          }
          styles={{ description: { color: gstinCheck?.ok ? "var(--mantine-color-teal-8)" : undefined } }}
          aria-live="polite"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput label="Latitude" decimalScale={6} min={-90} max={90} {...field("latitude")} />
          <NumberInput label="Longitude" decimalScale={6} min={-180} max={180} {...field("longitude")} />
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
          description={withCharacterCount(draft.description, 2000)}
          {...field("description")}
        />

        <Title order={3} size="h5" mt="xs">
          Bookings
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label="Slot length"
            data={SLOT_LENGTHS.map((m) => ({ value: String(m), label: `${m} minutes` }))}
            {...field("slotMinutes")}
            value={String(draft.slotMinutes)}
            onChange={(value) => form.setFieldValue("slotMinutes", Number(value ?? 30))}
            allowDeselect={false}
          />
          <NumberInput
            label="Washing bays"
            description="Vehicles you can serve at once"
            min={1}
            max={20}
            allowDecimal={false}
            {...field("bays")}
          />
          <NumberInput
            label="Pick & drop fee (₹)"
            description="Empty: each service's driver fee"
            min={0}
            max={10_000}
            decimalScale={2}
            prefix="₹"
            {...field("pickDropFee")}
            disabled={!draft.offersPickDrop}
          />
        </SimpleGrid>
        <Group gap="xl">
          <Switch label="Offer pick & drop" {...form.getInputProps("offersPickDrop", { type: "checkbox" })} />
          <Switch
            label="Offer doorstep service"
            {...form.getInputProps("offersDoorstep", { type: "checkbox" })}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Doorstep within (km)"
            description="From the centre: farther addresses are refused"
            min={1}
            max={50}
            allowDecimal={false}
            suffix=" km"
            {...field("doorstepRadiusKm")}
            disabled={!draft.offersDoorstep}
          />
          <NumberInput
            label="Pick & drop within (km)"
            description="From the centre: farther addresses are refused"
            min={1}
            max={50}
            allowDecimal={false}
            suffix=" km"
            {...field("pickDropRadiusKm")}
            disabled={!draft.offersPickDrop}
          />
          <TextInput
            label="Also serves PIN codes"
            description="Beyond the distance, e.g. 201301, 201304"
            inputMode="numeric"
            {...field("servicePins")}
          />
        </SimpleGrid>
        <ServiceAreaFields form={form} offersField={draft.offersDoorstep || draft.offersPickDrop} />
        <Group gap="xl" align="flex-start">
          <Switch
            label="Doorstep wash uses the customer's water tap"
            description="Customers are told before they book"
            disabled={!draft.offersDoorstep}
            {...form.getInputProps("doorstepNeedsWater", { type: "checkbox" })}
          />
          <Switch
            label="Doorstep wash uses the customer's power point"
            description="Customers are told before they book"
            disabled={!draft.offersDoorstep}
            {...form.getInputProps("doorstepNeedsPower", { type: "checkbox" })}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="No-show grace (minutes)"
            description={`How long you wait past the arrival time before a no-show: ${NO_SHOW_GRACE_MINUTES.min} to ${NO_SHOW_GRACE_MINUTES.max}`}
            min={NO_SHOW_GRACE_MINUTES.min}
            max={NO_SHOW_GRACE_MINUTES.max}
            allowDecimal={false}
            suffix=" min"
            {...field("noShowGraceMinutes")}
          />
        </SimpleGrid>
        <BookingsOutsideScheduleAlert bookings={outside} onClose={() => setOutside([])} />
        {stale ? (
          <StaleEditAlert
            error={update.error}
            lines={profileLines(stale, opened)}
            onUseCurrent={() => {
              form.setValues(draftOf(stale));
              setOpened(draftOf(stale));
              queryClient.setQueryData(trpc.vendor.centre.get.queryKey(), stale);
              update.reset();
            }}
          />
        ) : null}
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
