import type { Branch } from "@chamak/contracts";
import { Select } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { storeActiveCentreId } from "../../lib/active-centre";

/**
 * Which of the account's centres the console works on. The choice is kept in this browser and sent with every
 * call (lib/trpc.ts); switching forgets every answer of the other centre and opens the new one's first page.
 */
export function BranchSwitcher({ branches, current }: { branches: readonly Branch[]; current: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <Select
      aria-label="Branch"
      size="sm"
      w={{ base: "100%", sm: 220 }}
      allowDeselect={false}
      value={String(current)}
      data={branches.map((branch) => ({
        value: String(branch.id),
        label:
          branch.status === "approved"
            ? `${branch.name}, ${branch.city}`
            : `${branch.name} (${branch.status})`,
      }))}
      onChange={(value) => {
        if (!value || Number(value) === current) return;
        storeActiveCentreId(Number(value));
        queryClient.clear();
        void navigate({ to: "/vendor" });
      }}
    />
  );
}
