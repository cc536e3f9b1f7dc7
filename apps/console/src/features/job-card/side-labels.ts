import type { VehicleSide } from "@chamak/contracts";

export const SIDE_LABELS: Record<VehicleSide, string> = {
  front: "Front",
  back: "Back",
  left: "Left side",
  right: "Right side",
  interior: "Interior",
};
