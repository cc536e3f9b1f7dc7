import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import type { CartRequest } from "./booking-cart";

/** Whether the cart's centre offers pick & drop, and its fee (the centre's own, else the first service's). */
export function useCentrePickDrop(cart: CartRequest | null): { offered: boolean; feePaise: number } {
  const trpc = useTRPC();
  const centre = useQuery({
    ...trpc.catalog.centre.queryOptions({ id: cart?.centreId ?? 0 }),
    enabled: cart !== null,
  });
  const data = centre.data;
  if (!data?.offersPickDrop) return { offered: false, feePaise: 0 };
  const firstServiceId = cart?.items[0]?.serviceId;
  const firstService = data.services.find((service) => service.id === firstServiceId);
  return { offered: true, feePaise: data.pickDropFeePaise ?? firstService?.driverFeePaise ?? 0 };
}
