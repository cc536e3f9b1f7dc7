import { formatRupees } from "@chamak/contracts";
import { IconMinus, IconPlus, IconTrash } from "@chamak/ui";
import { AnchorLink } from "@chamak/web-client";
import { ActionIcon, Alert, Button, Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { useT } from "../../lib/i18n";
import { MAX_QUANTITY } from "../cart/cart-rules";
import { type CartItem, useCart } from "../cart/cart-store";
import { useSelectedSlot } from "../cart/slot-store";
import { useVehicleName } from "../catalog/catalog-names";
import { useFirstBookingOffer } from "../catalog/first-booking-offer";
import { formatPrice } from "../catalog/price";

function CartLine({ item }: { item: CartItem }) {
  const t = useT("centre");
  const vehicleName = useVehicleName();
  const { setQuantity, remove } = useCart();
  const name = `${item.category_name} – ${item.sub_category_name}`;
  return (
    <li>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Text size="xs" c="gray.7">
            {vehicleName(item.vehicle_type.toLowerCase(), item.vehicle_type)} ·{" "}
            {t("each", { price: formatPrice(Math.round(item.price * 100)) })}
          </Text>
        </div>
        <Text size="sm" fw={700} style={{ flex: "none" }}>
          {formatRupees(Math.round(item.price * 100) * item.quantity)}
        </Text>
      </Group>
      <Group justify="space-between" mt={6}>
        <Group gap={6} role="group" aria-label={t("quantity", { service: name })}>
          <ActionIcon
            variant="default"
            radius="xl"
            onClick={() => setQuantity(item.id, item.quantity - 1)}
            disabled={item.quantity <= 1}
            aria-label={t("decrease", { service: name })}
          >
            <IconMinus size={14} />
          </ActionIcon>
          <Text fw={700} w={24} ta="center" aria-live="polite">
            {item.quantity}
          </Text>
          <ActionIcon
            variant="default"
            radius="xl"
            onClick={() => setQuantity(item.id, item.quantity + 1)}
            disabled={item.quantity >= MAX_QUANTITY}
            aria-label={t("increase", { service: name })}
          >
            <IconPlus size={14} />
          </ActionIcon>
        </Group>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => remove(item.id)}
          aria-label={t("remove", { service: name })}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </li>
  );
}

type OrderSummaryProps = {
  centreId: number;
  /** The slot picker under the total, told how many times Book Now was refused for want of a slot. */
  slotPicker(refusals: number): ReactNode;
};

/**
 * The cart (whichever centre it is from), its total and Book Now. Book Now goes to the booking form once a
 * slot at this centre is chosen; before that it points at the slot picker and says why.
 */
export function OrderSummary({ centreId, slotPicker }: OrderSummaryProps) {
  const t = useT("centre");
  const cart = useCart();
  const { slot } = useSelectedSlot();
  const offer = useFirstBookingOffer();
  const navigate = useNavigate();
  const [refusals, setRefusals] = useState(0);
  const otherCentre = cart.centreId !== null && cart.centreId !== centreId;
  const bookNow = () => {
    if (!otherCentre && slot?.centreId !== centreId) setRefusals((n) => n + 1);
    else void navigate({ to: "/booking" });
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="order-summary" id="cart">
      <Stack gap="md">
        <Title order={2} size="h4" id="order-summary" tabIndex={-1}>
          {t("summary")}
        </Title>
        {cart.items.length === 0 ? (
          <div>
            <Text fw={600}>{t("emptyCart")}</Text>
            <Text size="sm" c="gray.7">
              {t("emptyCartHint")}
            </Text>
          </div>
        ) : (
          <>
            {otherCentre && cart.centreId !== null ? (
              <Alert color="orange" variant="light" p="sm">
                <Text size="sm">{t("otherCentreCart", { centre: cart.centreName ?? "" })}</Text>
                <AnchorLink
                  to="/car-wash-details/$id"
                  params={{ id: String(cart.centreId) }}
                  size="sm"
                  fw={600}
                >
                  {t("goToCentre", { centre: cart.centreName ?? "" })}
                </AnchorLink>
              </Alert>
            ) : null}
            <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
              {cart.items.map((item) => (
                <CartLine key={item.id} item={item} />
              ))}
            </Stack>
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{t("total")}</Text>
              <Text fw={800} fz="xl" c="chamak.9" data-testid="cart-total">
                {formatRupees(cart.totalPaise)}
              </Text>
            </Group>
            {offer ? (
              <Text size="xs" c="aqua.9">
                {t("promoHint", offer)}
              </Text>
            ) : null}
          </>
        )}
        {otherCentre ? null : slotPicker(refusals)}
        <Button size="md" fullWidth disabled={cart.items.length === 0} onClick={bookNow}>
          {t("bookNow")}
        </Button>
      </Stack>
    </Card>
  );
}
