"use client";
import { useTranslations } from "next-intl";
import { authClient } from "@/lib/auth/client";

export function SignOutButton() {
  const t = useTranslations("nav");
  return (
    <button
      className="btn btn-ghost px-1.5 whitespace-nowrap sm:px-3"
      onClick={async () => {
        await authClient.signOut();
        window.location.href = "/sign-in";
      }}
    >
      {t("signOut")}
    </button>
  );
}
