"use client";
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { threadPosts, type PostId } from "@/lib/rulesets/clocktower/posts";
import type { Locale } from "@/lib/i18n/locales";
import { SHIPPED_WORDS } from "../../shipped-words";
import { useSay } from "@/lib/i18n/use-say";
import { useNow } from "@/lib/client/use-clock";
import { PostPicker } from "@/components/game/post-picker";
import { Section, type ClocktowerPartProps } from "./shared";

/**
 * Posts for the game thread (day opening, vote count, dawn, graveyard and living lists, end of game), copied
 * with one click. The posts are in the game's language (`language`, else the day's); their names in the host's.
 */
export function PostsPanel({ rules, seats, language }: ClocktowerPartProps & { language?: Locale }) {
  const t = useTranslations("clocktower.forumDay.postsPanel");
  const lang = language ?? rules.day?.language ?? "en";
  // The posts' words in the game's language, once there (lib/i18n/use-say.ts).
  const words = useSay(lang, SHIPPED_WORDS.posts);
  // The posts' tenses follow the clock.
  const nowMs = useNow(60_000);
  const now = useMemo(() => (nowMs === null ? null : new Date(nowMs)), [nowMs]);
  const posts = useMemo(
    () =>
      now === null || !words
        ? []
        : threadPosts({ view: rules.public, seats, say: words }, now, rules.day?.exports).map((p) => ({
            ...p,
            title: t(`titles.${p.id}`),
          })),
    [rules.public, rules.day?.exports, seats, now, t, words],
  );
  if (posts.length === 0) return null;
  return (
    <Section id="ct-posts" title={t("title")} aside={t("aside")}>
      <PostPicker<PostId> posts={posts} prefix="ct" rows={{ min: 6, max: 24 }} />
    </Section>
  );
}
