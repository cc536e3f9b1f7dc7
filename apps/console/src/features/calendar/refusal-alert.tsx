import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Alert } from "@mantine/core";

/** A refusal that names no field (the fields show their own), beside the card's button. */
export function RefusalAlert({ error }: { error: unknown }) {
  if (!error || Object.keys(fieldErrorsOf(error)).length > 0) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {messageOf(error)}
    </Alert>
  );
}
