import { Table } from "@mantine/core";
import { formatRupees } from "../../lib/format";

type MoneyOfBooking = {
  items: readonly {
    serviceId: number | null;
    categoryName: string;
    subCategoryName: string;
    quantity: number;
    unitPricePaise: number;
  }[];
  driverFeePaise: number;
  travelFeePaise: number;
  discountPaise: number;
  couponCode: string | null;
  totalPaise: number;
  paymentMethod: "upi" | "cash";
};

/** A line of the table below the services: a fee or the discount, its amount at the right. */
function LineRow({ label, amount }: { label: string; amount: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={2}>{label}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
        {amount}
      </Table.Td>
    </Table.Tr>
  );
}

/** A booking's services, fees, discount and total, as the centre and the admin both read them. */
export function BookingMoneyTable({ booking }: { booking: MoneyOfBooking }) {
  return (
    // No minimum width: the service names wrap so the amounts always fit, down to a 360 px phone's drawer.
    <Table verticalSpacing={4} fz="sm" style={{ wordBreak: "break-word" }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Service</Table.Th>
          <Table.Th ta="right" style={{ whiteSpace: "nowrap" }}>
            Qty
          </Table.Th>
          <Table.Th ta="right" style={{ whiteSpace: "nowrap" }}>
            Amount
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {booking.items.map((item) => (
          <Table.Tr key={`${item.categoryName}-${item.subCategoryName}`}>
            <Table.Td>
              {item.categoryName} — {item.subCategoryName}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
              {item.quantity}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
              {formatRupees(item.unitPricePaise * item.quantity)}
            </Table.Td>
          </Table.Tr>
        ))}
        {booking.driverFeePaise > 0 ? (
          <LineRow label="Driver fee" amount={formatRupees(booking.driverFeePaise)} />
        ) : null}
        {booking.travelFeePaise > 0 ? (
          <LineRow label="Travel fee" amount={formatRupees(booking.travelFeePaise)} />
        ) : null}
        {booking.discountPaise > 0 ? (
          <LineRow
            label={`Discount ${booking.couponCode ? `(${booking.couponCode})` : ""}`}
            amount={`−${formatRupees(booking.discountPaise)}`}
          />
        ) : null}
        <Table.Tr>
          <Table.Td colSpan={2} fw={700}>
            Total ({booking.paymentMethod === "cash" ? "cash" : "UPI"})
          </Table.Td>
          <Table.Td ta="right" fw={700} style={{ whiteSpace: "nowrap" }}>
            {formatRupees(booking.totalPaise)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
