"use client";
import { useMemo } from "react";
import { threadPosts, type PostId } from "@/lib/rulesets/clocktower/posts";
import { useNow } from "@/lib/client/use-clock";
import { PostPicker } from "../post-picker";
import { Section, type ClocktowerPartProps } from "./shared";

/** Posts for the game thread (day opening, vote count, dawn, graveyard and living lists, end of game), copied with one click. */
export function PostsPanel({ rules, seats }: ClocktowerPartProps) {
  // The posts' tenses follow the clock.
  const nowMs = useNow(60_000);
  const now = useMemo(() => (nowMs === null ? null : new Date(nowMs)), [nowMs]);
  const posts = useMemo(
    () => (now === null ? [] : threadPosts({ view: rules.public, seats }, now, rules.day?.exports)),
    [rules.public, rules.day?.exports, seats, now],
  );
  if (posts.length === 0) return null;
  return (
    <Section id="ct-posts" title="Posts for the thread" aside="public information only">
      <PostPicker<PostId> posts={posts} prefix="ct" rows={{ min: 6, max: 24 }} />
    </Section>
  );
}
