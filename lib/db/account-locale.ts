/** A moderator's chosen language, kept on their account so that it follows them to another browser. */
import type { Locale } from "../i18n/locales";
import { prisma } from "./client";

export async function accountLocale(userId: string): Promise<string | null> {
  const row = await prisma.user.findUnique({ where: { id: userId }, select: { locale: true } });
  return row?.locale ?? null;
}

export async function setAccountLocale(userId: string, locale: Locale): Promise<void> {
  await prisma.user.update({ where: { id: userId }, data: { locale } });
}
