import { Image, Skeleton } from "@mantine/core";
import QRCode from "qrcode";
import { useEffect, useState } from "react";

/**
 * A UPI QR code for the customer to scan: drawn here from what it encodes (Razorpay's `image_content`, the
 * UPI intent) when given, else Razorpay's own image of it.
 */
export function UpiQr({
  content,
  imageUrl,
  label,
}: {
  content: string | null;
  imageUrl: string;
  label: string;
}) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!content) return;
    let current = true;
    void QRCode.toDataURL(content, { margin: 1, width: 320, errorCorrectionLevel: "M" }).then((url) => {
      if (current) setDataUrl(url);
    });
    return () => {
      current = false;
    };
  }, [content]);
  if (!content) return <Image src={imageUrl} alt={label} w={260} h={260} fit="contain" />;
  if (!dataUrl) return <Skeleton w={260} h={260} />;
  return <Image src={dataUrl} alt={label} w={260} h={260} data-testid="upi-qr" />;
}
