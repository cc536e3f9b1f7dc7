import { Alert } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useT } from "../../lib/i18n";
import { AuthCard } from "./auth-card";
import { SignInPanel } from "./sign-in-panel";
import { useGoBack } from "./use-go-back";

export function LoginPage({ expired = false }: { expired?: boolean }) {
  const t = useT("auth");
  const queryClient = useQueryClient();
  const goBack = useGoBack();
  return (
    <AuthCard title={t("loginTitle")} intro={t("loginIntro")}>
      {expired ? (
        <Alert color="yellow" variant="light" mb="md" role="status">
          {t("sessionEnded")}
        </Alert>
      ) : null}
      <SignInPanel
        headingOrder={2}
        onSignedIn={() => {
          void queryClient.invalidateQueries();
          goBack();
        }}
      />
    </AuthCard>
  );
}
