"use client";
import { authClient } from "@/lib/auth/client";

export function SignOutButton() {
  return (
    <button
      className="btn btn-ghost ml-auto sm:ml-0"
      onClick={async () => {
        await authClient.signOut();
        window.location.href = "/sign-in";
      }}
    >
      Sign out
    </button>
  );
}
