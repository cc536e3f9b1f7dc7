import type { VisitStatus } from "@chamak/contracts";
import { Group, Text } from "@mantine/core";
import { useT } from "../../../lib/i18n";

/** The steps a visit goes through, in order ("could not reach your car" stops it at "arrived"). */
const STEPS = ["assigned", "on_the_way", "arrived", "washing", "done"] as const;
/** A visit nobody came for: "nobody came" stands where "on the way" and "arrived" would be, and stops it there. */
const MISSED_STEPS = ["assigned", "missed", "washing", "done"] as const;
type Step = (typeof STEPS)[number] | (typeof MISSED_STEPS)[number];

/**
 * Where the visit is: the steps passed ticked, the current one marked (red when the car could not be reached or
 * nobody came).
 */
export function VisitSteps({ status }: { status: VisitStatus }) {
  const t = useT("profile");
  const steps: readonly Step[] = status === "missed" ? MISSED_STEPS : STEPS;
  const current = steps.indexOf(status === "not_accessible" ? "arrived" : status);
  const stuck = status === "not_accessible" || status === "missed";
  return (
    <Group
      component="ol"
      gap={4}
      m={0}
      p={0}
      style={{ listStyle: "none", rowGap: 2 }}
      aria-label={t("visit.steps")}
    >
      {steps.map((step, index) => {
        const passed = index < current || (index === current && step === "done");
        const here = index === current;
        const color = here && stuck ? "red.7" : passed || here ? "teal.8" : "dimmed";
        return (
          <Text
            key={step}
            component="li"
            size="xs"
            fw={here ? 700 : 500}
            c={color}
            aria-current={here ? "step" : undefined}
            style={{ whiteSpace: "nowrap" }}
          >
            {passed ? "✓ " : here ? "● " : "○ "}
            {t(`visit.step_${step}`)}
            {index < steps.length - 1 ? (
              <Text span c="dimmed" aria-hidden="true" ml={4}>
                ›
              </Text>
            ) : null}
          </Text>
        );
      })}
    </Group>
  );
}
