import type { VisitStatus } from "@chamak/contracts";
import { Group, Text } from "@mantine/core";
import { useT } from "../../../lib/i18n";

/** The steps a visit goes through, in order ("could not reach your car" stops it at "arrived"). */
const STEPS = ["assigned", "on_the_way", "arrived", "washing", "done"] as const;

const stepOf = (status: VisitStatus) => (status === "not_accessible" ? 2 : STEPS.indexOf(status));

/** Where the visit is: the steps passed ticked, the current one marked (red when the car could not be reached). */
export function VisitSteps({ status }: { status: VisitStatus }) {
  const t = useT("profile");
  const current = stepOf(status);
  const stuck = status === "not_accessible";
  return (
    <Group
      component="ol"
      gap={4}
      m={0}
      p={0}
      style={{ listStyle: "none", rowGap: 2 }}
      aria-label={t("visit.steps")}
    >
      {STEPS.map((step, index) => {
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
            {index < STEPS.length - 1 ? (
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
