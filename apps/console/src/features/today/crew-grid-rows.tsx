import { formatIndiaTime, type Timeline } from "@chamak/contracts";
import { Box, Text } from "@mantine/core";
import { Fragment } from "react";
import { BAY_COLUMN, PX_PER_MINUTE, STICKY_ROW_NAME, spanBox } from "./timeline-geometry";

// The washers and drivers as rows of the timeline, under the bays: each job from leaving for it (hatched: travel)
// to finishing it, so a dispatcher sees who is where beside what the bays hold. Giving a job to someone else is
// the lane cards' "Give to…" (crew-lanes.tsx), which the phone has too.

const CREW_ROW_HEIGHT = 64;
const INSET = 6;

const LEG_LABELS = { doorstep: "At the door", pickup: "Pick-up", return: "Drop back" } as const;
const LEG_COLORS = { doorstep: "teal", pickup: "indigo", return: "grape" } as const;
const KIND_LABELS = { washer: "Washer", driver: "Driver" } as const;
/** Narrower than this (a 5-minute hand-over), a job is a coloured mark; its label is its title and name. */
const LABELLED_PX = 60;

export function CrewGridRows({ day, from, width }: { day: Timeline; from: number; width: number }) {
  if (day.crew.length === 0) return null;
  return (
    <>
      {day.crew.map((lane) => (
        <Box
          key={lane.userId}
          role="row"
          aria-label={`${lane.name} on the road`}
          style={{
            display: "flex",
            height: CREW_ROW_HEIGHT,
            borderBottom: "1px solid var(--mantine-color-gray-2)",
          }}
        >
          <Box w={BAY_COLUMN} px={6} py={4} style={STICKY_ROW_NAME} title={lane.name}>
            <Text fw={700} size="xs" truncate>
              {lane.name.split(" ")[0]}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {lane.shiftStart ? lane.kinds.map((kind) => KIND_LABELS[kind]).join(", ") : "Day off"}
            </Text>
          </Box>
          <Box
            style={{ position: "relative", width, flexShrink: 0, background: "var(--mantine-color-gray-0)" }}
          >
            {lane.jobs.map((job) => {
              const work = spanBox(day.date, from, job.workStart, job.workEnd);
              const travelPx =
                ((job.workStart.getTime() - job.travelStart.getTime()) / 60_000) * PX_PER_MINUTE;
              const color = LEG_COLORS[job.leg];
              const label = `${LEG_LABELS[job.leg]} ${formatIndiaTime(job.workStart)}–${formatIndiaTime(job.workEnd)}, ${job.customerFirstName}, ${job.code}`;
              return (
                <Fragment key={`${job.bookingId}-${job.leg}`}>
                  {travelPx > 0 ? (
                    <Box
                      title={`Travelling from ${formatIndiaTime(job.travelStart)}`}
                      style={{
                        position: "absolute",
                        left: work.left - travelPx,
                        width: travelPx,
                        top: CREW_ROW_HEIGHT / 2 - 5,
                        height: 10,
                        borderRadius: 4,
                        background: `repeating-linear-gradient(45deg, var(--mantine-color-${color}-2) 0 6px, transparent 6px 12px)`,
                      }}
                    />
                  ) : null}
                  <Box
                    role="note"
                    aria-label={label}
                    data-crew-job={job.code}
                    title={`${label} · ${job.place}`}
                    style={{
                      position: "absolute",
                      ...work,
                      top: INSET,
                      bottom: INSET,
                      borderRadius: 6,
                      padding: "2px 6px",
                      overflow: "hidden",
                      background: `var(--mantine-color-${color}-0)`,
                      border: `1px solid var(--mantine-color-${color}-4)`,
                    }}
                  >
                    {work.width >= LABELLED_PX ? (
                      <>
                        <Text size="xs" fw={700} truncate>
                          {formatIndiaTime(job.workStart)} {LEG_LABELS[job.leg]}
                        </Text>
                        <Text size="xs" truncate>
                          {job.customerFirstName} ·{" "}
                          <span style={{ fontFamily: "monospace" }}>{job.code}</span>
                        </Text>
                      </>
                    ) : null}
                  </Box>
                </Fragment>
              );
            })}
          </Box>
        </Box>
      ))}
    </>
  );
}
