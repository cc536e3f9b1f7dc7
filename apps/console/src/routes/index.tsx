import { createFileRoute } from "@tanstack/react-router";
import { ConsoleHomePage } from "../features/home/console-home-page";

export const Route = createFileRoute("/")({
  component: ConsoleHomePage,
});
