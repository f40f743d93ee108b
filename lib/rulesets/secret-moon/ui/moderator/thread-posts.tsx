"use client";
import { useMemo } from "react";
import type { PublicGame, SecretMoonModeratorView } from "@/lib/rulesets/secret-moon";
import { secretMoonPosts, type SecretMoonPostId } from "@/lib/rulesets/secret-moon/posts";
import { SHIPPED_WORDS } from "../../shipped-words";
import { useSay } from "@/lib/i18n/use-say";
import type { Locale } from "@/lib/i18n/locales";
import { wordsFor } from "@/lib/rulesets/secret-moon/ui/shared/labels";
import { PostPicker } from "@/components/game/post-picker";
import { useWords } from "./model";

/**
 * Posts for the game thread (what just happened, the round, the end with the deal), copied with one
 * click. The posts speak the game's language (the thread's readers'); the panel, its reader's.
 */
export function ThreadPosts({
  view,
  game,
  seats,
  language,
}: {
  view: SecretMoonModeratorView;
  game: PublicGame;
  seats: Array<{ id: string; name: string }>;
  language: Locale;
}) {
  const { t } = useWords(seats);
  const format = useSay(language, SHIPPED_WORDS.posts);
  const thread = useMemo(() => (format ? wordsFor(format, seats) : null), [format, seats]);
  const posts = thread ? secretMoonPosts({ ...view, game }, thread.name, thread.say) : [];
  if (posts.length === 0) return null;
  return (
    <section className="card space-y-3" aria-labelledby="sm-posts-heading" data-testid="sm-thread-posts">
      <h3 id="sm-posts-heading" className="flex items-baseline gap-2 font-semibold">
        {t("panel.posts")} <span className="text-sm font-normal text-ink-400">{t("panel.postsNote")}</span>
      </h3>
      <PostPicker<SecretMoonPostId> posts={posts} prefix="sm" rows={{ min: 5, max: 20 }} />
    </section>
  );
}
