import { Suspense } from "react";
import { useServerMessage } from "./field-message";

type ServerErrorTextProps = {
  error: unknown;
  /** Shown while the messages load, and when the request got no answer. */
  fallback: string;
  /** Puts the message in a sentence of the page's own. */
  format?: (message: string) => string;
};

/**
 * The server's message for a failure, on a page that rarely shows one: the error messages download only when
 * a failure is shown (the page's loader does not wait for them), with `fallback` meanwhile.
 */
export function ServerErrorText(props: ServerErrorTextProps) {
  return (
    <Suspense fallback={props.fallback}>
      <Message {...props} />
    </Suspense>
  );
}

function Message({ error, fallback, format }: ServerErrorTextProps) {
  const message = useServerMessage()(error);
  if (message === null) return fallback;
  return format ? format(message) : message;
}
