import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { currentModerator, type Moderator } from "./identity";

/** For server components: the signed-in moderator, or a redirect to sign in. */
export async function requirePageModerator(): Promise<Moderator> {
  const me = await currentModerator(await headers());
  if (!me) redirect("/sign-in");
  return me;
}

export async function pageModerator(): Promise<Moderator | null> {
  return currentModerator(await headers());
}
