import { Alert } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";

const TONES = {
  error: { color: "red", role: "alert" },
  success: { color: "teal", role: "status" },
  waiting: { color: "yellow", role: "status" },
} as const;

type FormNoticeProps = {
  /** What the notice says. Each new message is brought into view. */
  message: string;
  tone: keyof typeof TONES;
  title?: string | undefined;
  /** More below the message (a "try again" button, a link). */
  children?: ReactNode;
  /**
   * False when the form's fields carry messages too: the first of them takes the focus and the screen
   * (`focusFirstError`), and the notice stays where it is.
   */
  reveal?: boolean;
};

/**
 * Scrolls a notice into view when the page has moved it off screen, and focuses it when nothing else has the
 * focus (a closed payment dialog leaves it on the page's body), so the next Tab starts from there.
 */
export function bringIntoView(notice: HTMLElement): void {
  const { top, bottom } = notice.getBoundingClientRect();
  if (top < 0 || bottom > window.innerHeight) notice.scrollIntoView({ block: "center" });
  const focused = document.activeElement;
  if (!focused || focused === document.body) notice.focus({ preventScroll: true });
}

/**
 * A form's message that belongs to no field (the server refused, the payment failed, saved). Put it beside the
 * form's button, where the reader is when they press it; each new message is brought into view (bringIntoView).
 */
export function FormNotice({ message, tone, title, children, reveal = true }: FormNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal && ref.current && message) bringIntoView(ref.current);
  }, [message, reveal]);

  const { color, role } = TONES[tone];
  return (
    <Alert ref={ref} tabIndex={-1} color={color} variant="light" role={role} title={title}>
      {message}
      {children}
    </Alert>
  );
}
