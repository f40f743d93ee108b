"use client";
import { authClient } from "@/lib/auth/client";

export function SignOutButton() {
  return (
    <button
      className="btn btn-ghost ml-auto px-2 whitespace-nowrap sm:ml-0 sm:px-3"
      onClick={async () => {
        await authClient.signOut();
        window.location.href = "/sign-in";
      }}
    >
      Sign out
    </button>
  );
}
