import type { CentreRole } from "@chamak/contracts";

export const ROLE_LABELS: Record<CentreRole, string> = { owner: "Owner", manager: "Manager", staff: "Staff" };

/** What each role does, shown where a role is chosen. */
export const ROLE_HINTS: Record<CentreRole, string> = {
  owner: "Everything, including owners, branches and payouts",
  manager: "Runs the centre: bookings, services, calendar, reviews and staff",
  staff: "Bookings, walk-ins and job cards",
};

/** A stored +91 number as people read it: "+91 98765 43210". */
export const formatPhone = (phone: string) => phone.replace(/^\+91(\d{5})(\d{5})$/, "+91 $1 $2");
