import { Modal, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useT } from "../../lib/i18n";
import { SignInPanel } from "./sign-in-panel";

type LoginModalProps = { opened: boolean; onClose(): void };

/** Signs in without leaving the page: the cart and the form stay as they are. */
export function LoginModal({ opened, onClose }: LoginModalProps) {
  const t = useT("auth");
  const queryClient = useQueryClient();
  return (
    <Modal opened={opened} onClose={onClose} title={t("loginTitle")} centered size="md">
      <Text size="sm" c="dimmed" mb="md">
        {t("loginIntro")}
      </Text>
      <SignInPanel
        headingOrder={3}
        onSignedIn={() => {
          // Data read while signed out (or as someone else) is refetched with the new token.
          void queryClient.invalidateQueries();
          onClose();
        }}
        onRegisterClick={onClose}
      />
    </Modal>
  );
}
