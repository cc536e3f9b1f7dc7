import { useT } from "../../lib/i18n";
import { AuthCard } from "./auth-card";
import { RegisterForm } from "./register-form";
import { useGoBack } from "./use-go-back";

export function RegisterPage() {
  const t = useT("auth");
  const goBack = useGoBack();
  return (
    <AuthCard title={t("registerTitle")} intro={t("registerIntro")}>
      <RegisterForm onRegistered={goBack} />
    </AuthCard>
  );
}
