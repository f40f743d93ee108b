"use client";
import type { PublicGame, SecretMoonModeratorView } from "@/lib/rulesets/secret-moon";
import { secretMoonPosts, type SecretMoonPostId } from "@/lib/rulesets/secret-moon/posts";
import { PostPicker } from "../post-picker";
import type { Namer } from "./model";

/** Posts for the game thread (what just happened, the round, the end with the deal), copied with one click. */
export function ThreadPosts({ view, game, name }: { view: SecretMoonModeratorView; game: PublicGame; name: Namer }) {
  const posts = secretMoonPosts({ ...view, game }, name);
  if (posts.length === 0) return null;
  return (
    <section className="card space-y-3" aria-labelledby="sm-posts-heading" data-testid="sm-thread-posts">
      <h3 id="sm-posts-heading" className="flex items-baseline gap-2 font-semibold">
        Posts for the thread <span className="text-sm font-normal text-ink-400">public information only</span>
      </h3>
      <PostPicker<SecretMoonPostId> posts={posts} prefix="sm" rows={{ min: 5, max: 20 }} />
    </section>
  );
}
