import type { JobCardEvidence } from "@chamak/contracts";
import { Anchor, Group, Image, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { CheckInRecord } from "./check-in-record";
import { PhotoStrip } from "./photo-strip";

/** What a damage complaint is judged against: the check-in record the customer confirmed, the after photos, theirs. */
export function JobCardEvidenceView({ evidence }: { evidence: JobCardEvidence }) {
  if (!evidence) return null;
  return (
    <Stack gap={6} aria-label="Job card evidence" component="section">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Check-in photos (confirmed by the customer)
      </Text>
      <CheckInRecord record={{ ...evidence, photos: evidence.checkInPhotos }} />
      {evidence.afterPhotos.length > 0 ? (
        <>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            After photos
          </Text>
          <PhotoStrip photos={evidence.afterPhotos} />
        </>
      ) : null}
      {evidence.complaintPhotoUrls.length > 0 ? (
        <>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            The customer's photos
          </Text>
          <Group gap="xs">
            {evidence.complaintPhotoUrls.map((url, index) => (
              <Anchor key={url} href={url} target="_blank" rel="noreferrer">
                <Image src={url} alt={`Customer photo ${index + 1}`} w={88} h={66} fit="cover" radius="sm" />
              </Anchor>
            ))}
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

/** In the centre's booking drawer: the booking's job card record, when it has one. */
export function CentreJobCardEvidence({ bookingId }: { bookingId: number }) {
  const trpc = useTRPC();
  const evidence = useQuery(trpc.jobCard.evidence.queryOptions({ bookingId }));
  return evidence.data ? <JobCardEvidenceView evidence={evidence.data} /> : null;
}

/** Beside a dispute on the admin's booking page. */
export function DisputeJobCardEvidence({ disputeId }: { disputeId: number }) {
  const trpc = useTRPC();
  const evidence = useQuery(trpc.admin.disputes.evidence.queryOptions({ disputeId }));
  return evidence.data ? <JobCardEvidenceView evidence={evidence.data} /> : null;
}
