import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import type { CartRequest } from "./booking-cart";

/** What the cart's centre offers besides a visit: pick & drop with its fee, washing at the customer's door. */
export interface CentreModes {
  pickDrop: boolean;
  /** The centre's own fee, else the first service's. */
  pickDropFeePaise: number;
  doorstep: boolean;
  /** A doorstep wash uses the customer's water tap, and their power point: the form says so before booking. */
  doorstepNeeds: { water: boolean; power: boolean };
}

export function useCentreModes(cart: CartRequest | null): CentreModes {
  const trpc = useTRPC();
  const centre = useQuery({
    ...trpc.catalog.centre.queryOptions({ id: cart?.centreId ?? 0 }),
    enabled: cart !== null,
  });
  const data = centre.data;
  const firstServiceId = cart?.items[0]?.serviceId;
  const firstService = data?.services.find((service) => service.id === firstServiceId);
  return {
    pickDrop: data?.offersPickDrop ?? false,
    pickDropFeePaise: data?.pickDropFeePaise ?? firstService?.driverFeePaise ?? 0,
    doorstep: data?.offersDoorstep ?? false,
    doorstepNeeds: { water: data?.doorstepNeedsWater ?? false, power: data?.doorstepNeedsPower ?? false },
  };
}
