import { nationalNumber, type Profile } from "@chamak/contracts";
import type { User } from "@chamak/db";
import { hasPassword, isPhoneAccountEmail } from "./phone-account";

export function toProfile(user: User): Profile {
  return {
    id: user.id,
    name: user.name,
    email: isPhoneAccountEmail(user.email) ? "" : user.email,
    mobile: user.mobile,
    phone: user.phone ? nationalNumber(user.phone) : null,
    hasPassword: hasPassword(user.passwordHash),
    role: user.role,
    state: user.state,
    city: user.city,
    address: user.address,
    zip: user.zip,
    dateOfBirth: user.dateOfBirth ? user.dateOfBirth.toISOString().slice(0, 10) : null,
    gender: user.gender,
    version: user.version,
  };
}

/** A calendar date (YYYY-MM-DD) stored as a DATE: midnight UTC, whatever the server's zone. */
export function toDateColumn(isoDate: string | null | undefined): Date | null | undefined {
  if (isoDate === undefined || isoDate === null) return isoDate;
  return new Date(`${isoDate}T00:00:00Z`);
}
