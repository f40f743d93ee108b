import { redirect } from "next/navigation";
import { pageModerator } from "@/lib/auth/session";
import { prisma } from "@/lib/db/client";

export const dynamic = "force-dynamic";

export default async function Home() {
  if (await pageModerator()) redirect("/games");
  const anyone = await prisma.user.count();
  redirect(anyone === 0 ? "/sign-up" : "/sign-in");
}
