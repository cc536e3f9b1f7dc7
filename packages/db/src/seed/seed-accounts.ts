// Users: the three demo logins (password reset on every seed), demo customers and centre owners.
import type { Prisma } from "../generated/prisma/client";
import { DEMO_CUSTOMERS, DEMO_LOGINS } from "./accounts-data";
import type { CentreSeed } from "./centre-data";

export interface PasswordHashes {
  /** Hash of each demo login's documented password, by email. */
  demo: ReadonlyMap<string, string>;
  /** Hash of a random secret nobody knows: an account that cannot be signed into. */
  unusable: string;
}

/** Creates or refreshes the demo accounts and returns the user id of every seeded email. */
export async function seedAccounts(
  tx: Prisma.TransactionClient,
  centres: readonly CentreSeed[],
  hashes: PasswordHashes,
): Promise<Map<string, number>> {
  const profiles = new Map<string, Omit<Prisma.UserCreateManyInput, "passwordHash" | "role">>();
  for (const customer of DEMO_CUSTOMERS) {
    profiles.set(customer.email, {
      name: customer.name,
      email: customer.email,
      mobile: customer.mobile,
      state: customer.state,
      city: customer.city,
      address: customer.address,
      zip: customer.zip,
      gender: customer.gender,
      dateOfBirth: new Date(`${customer.dateOfBirth}T00:00:00Z`),
    });
  }
  for (const centre of centres) {
    profiles.set(centre.ownerEmail, {
      name: centre.ownerName,
      email: centre.ownerEmail,
      mobile: centre.mobile,
      // Verified: a change of the centre's payout bank account is proven by a code to the owner's phone.
      phone: `+91${centre.mobile}`,
      state: centre.state,
      city: centre.city,
      address: centre.address,
      zip: centre.zip,
    });
  }

  for (const login of DEMO_LOGINS) {
    const passwordHash = hashes.demo.get(login.email);
    if (!passwordHash) throw new Error(`No password hash for ${login.email}`);
    const profile = profiles.get(login.email) ?? { name: login.name, email: login.email };
    await tx.user.upsert({
      where: { email: login.email },
      create: { ...profile, name: login.name, passwordHash, role: login.role },
      update: {
        passwordHash,
        role: login.role,
        status: "active",
        suspendedReason: null,
        suspendedMessage: null,
      },
    });
  }

  const demoEmails = new Set<string>(DEMO_LOGINS.map((login) => login.email));
  const customerEmails = new Set(DEMO_CUSTOMERS.map((customer) => customer.email));
  await tx.user.createMany({
    data: [...profiles.values()]
      .filter((profile) => !demoEmails.has(profile.email))
      .map((profile) => ({
        ...profile,
        passwordHash: hashes.unusable,
        role: customerEmails.has(profile.email) ? ("user" as const) : ("vendor" as const),
      })),
    skipDuplicates: true,
  });

  const emails = [...new Set([...demoEmails, ...profiles.keys()])];
  const users = await tx.user.findMany({
    where: { email: { in: emails } },
    select: { id: true, email: true },
  });
  return new Map(users.map((user) => [user.email, user.id]));
}
