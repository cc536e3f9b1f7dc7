import { formatRupees } from "@chamak/contracts";
import { Button, Group, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { useCart } from "../cart/cart-store";
import classes from "./cart-bar.module.css";

/** On small screens the summary is far down the page: a bar keeps the cart in sight. */
export function CartBar({ centreId }: { centreId: number }) {
  const t = useT("centre");
  const cart = useCart();
  if (cart.centreId !== centreId || cart.items.length === 0) return null;
  const count = cart.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <div className={classes.bar}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text size="sm" fw={600}>
            {t("itemsCount", { count })}
          </Text>
          <Text fw={800} c="chamak.9">
            {formatRupees(cart.totalPaise)}
          </Text>
        </div>
        <Button
          onClick={() => {
            const target = document.getElementById("cart");
            target?.scrollIntoView({ block: "start" });
            target?.querySelector<HTMLElement>("h2")?.focus();
          }}
        >
          {t("viewCart")}
        </Button>
      </Group>
    </div>
  );
}
