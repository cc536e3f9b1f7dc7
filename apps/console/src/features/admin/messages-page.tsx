import { formatIndiaDateTime, type StandinMessageOutput } from "@chamak/contracts";
import { Alert, Badge, Button, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";
import { QueryTable } from "../shared/query-table";

/** New codes arrive while an admin watches a demo: the list is read again this often. */
const REFRESH_MS = 5_000;

const CHANNEL_LABELS = { sms: "SMS", whatsapp: "WhatsApp" } as const;

/** "+91 98765 43210". */
const spaced = (to: string) => to.replace(/^\+91(\d{5})(\d{5})$/, "+91 $1 $2");

/**
 * The SMS and WhatsApp messages the local stand-ins took (no provider configured: the demo's phones), newest
 * first, so a demo can read its sign-in codes. With providers configured, messages reach real phones and none
 * are kept here.
 */
export function MessagesPage() {
  const trpc = useTRPC();
  const inbox = useQuery({ ...trpc.messaging.standinMessages.queryOptions(), refetchInterval: REFRESH_MS });
  const providers = inbox.data?.standin === false;
  const list = { ...inbox, data: inbox.data?.messages };
  return (
    <Stack gap="md">
      <PageHeader
        title="Messages"
        description="SMS and WhatsApp messages sent by the local stand-in, newest first (times in India)."
        actions={
          <Button variant="light" onClick={() => void inbox.refetch()} loading={inbox.isFetching}>
            Refresh
          </Button>
        }
      />
      {providers ? (
        <Alert color="blue" variant="light" title="Messages go through the providers">
          SMS is sent by MSG91 and WhatsApp by the WhatsApp Cloud API, so no message is kept here. Look them
          up in the providers' own logs.
        </Alert>
      ) : (
        <QueryTable<StandinMessageOutput>
          query={list}
          loadingLabel="Loading messages…"
          errorTitle="Messages could not load"
          empty={{
            title: "No messages yet",
            description: "Sign-in codes and other messages to phones appear here as they are sent.",
          }}
          caption={(total) => (
            <Text size="sm" c="dimmed">
              {total === 1 ? "1 message" : `${total} messages`}
            </Text>
          )}
          minWidth={860}
          columns={
            <>
              <Table.Th>Sent</Table.Th>
              <Table.Th>Channel</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Template</Table.Th>
              <Table.Th>Text</Table.Th>
            </>
          }
          row={(message) => (
            <Table.Tr key={message.id}>
              <Table.Td data-label="Sent">
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatIndiaDateTime(message.at)} IST
                </Text>
              </Table.Td>
              <Table.Td data-label="Channel">
                <Badge variant="light" color={message.channel === "whatsapp" ? "teal" : "blue"}>
                  {CHANNEL_LABELS[message.channel]}
                </Badge>
              </Table.Td>
              <Table.Td data-label="To">
                <Text size="sm" ff="monospace" style={{ whiteSpace: "nowrap" }}>
                  {spaced(message.to)}
                </Text>
              </Table.Td>
              <Table.Td data-label="Template">
                <Text size="sm" ff="monospace" style={{ whiteSpace: "nowrap" }}>
                  {message.template}
                </Text>
              </Table.Td>
              <Table.Td data-label="Text">
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {message.text}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        />
      )}
    </Stack>
  );
}
