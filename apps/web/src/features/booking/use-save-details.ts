import type { CreateBookingInput } from "@chamak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "../../lib/trpc";
import type { BookingFormValues } from "./booking-form-check";
import { isSavedAddress, isSavedNumber, type SavedDetails } from "./use-saved-details";

/**
 * After a booking is placed, keeps the vehicle and the address in the profile when the customer ticked "Save
 * this …". It runs beside the booking and never fails it: a refusal (the limit, a number saved meanwhile)
 * only leaves the saved lists as they were.
 */
export function useSaveDetailsAfterBooking() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const addVehicle = useMutation(trpc.accounts.saved.vehicles.add.mutationOptions());
  const addAddress = useMutation(trpc.accounts.saved.addresses.add.mutationOptions());
  const { mutateAsync: saveVehicle } = addVehicle;
  const { mutateAsync: saveAddress } = addAddress;
  return useCallback(
    ({
      values,
      input,
      saved,
    }: {
      values: BookingFormValues;
      input: CreateBookingInput;
      saved: SavedDetails;
    }) => {
      const work: Promise<unknown>[] = [];
      if (values.saveVehicle && !isSavedNumber(saved, input.vehicleNumber)) {
        work.push(
          saveVehicle({
            vehicleTypeId: input.vehicleTypeId,
            vehicleNumber: input.vehicleNumber,
            brand: input.brand ?? null,
          }),
        );
      }
      if (values.saveAddress && !isSavedAddress(saved, input)) {
        work.push(
          saveAddress({
            label: saved.addresses.length === 0 ? "home" : "other",
            address: input.address,
            city: input.city,
            state: input.state,
            zip: input.zip,
            ...(input.siteDetails ? { siteDetails: input.siteDetails } : {}),
          }),
        );
      }
      if (work.length === 0) return;
      void Promise.allSettled(work).then(() =>
        queryClient.invalidateQueries({ queryKey: trpc.accounts.saved.pathKey() }),
      );
    },
    [saveVehicle, saveAddress, queryClient, trpc],
  );
}
