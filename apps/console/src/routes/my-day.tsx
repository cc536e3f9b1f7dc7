import { readSessionToken } from "@chamak/web-client";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { MyDayPage } from "../features/my-day/my-day-page";

/**
 * The washer's phone page. Unlike /vendor it asks the network nothing before it shows: a phone in a basement
 * opens it from what it kept; the API refuses a token that no longer works when the phone is back online.
 */
export const Route = createFileRoute("/my-day")({
  beforeLoad: ({ location }) => {
    if (!readSessionToken()) throw redirect({ to: "/sign-in", search: { redirect: location.href } });
  },
  component: MyDayPage,
});
