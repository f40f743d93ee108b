"use client";
import { useState } from "react";
import { CopyButton } from "@/components/copy-button";
import type { PublicGame, SecretMoonModeratorView } from "@/lib/rulesets/secret-moon";
import { DISCORD_LIMIT, type PostFormat } from "@/lib/rulesets/clocktower/posts";
import { secretMoonPosts, type SecretMoonPostId } from "@/lib/rulesets/secret-moon/posts";
import { ChoiceGroup } from "../clocktower/posts-choice";
import type { Namer } from "./model";

const FORMATS: Array<{ id: PostFormat; label: string; copy: string }> = [
  { id: "bbcode", label: "Forum (BBCode)", copy: "Copy for the forum" },
  { id: "markdown", label: "Discourse (Markdown)", copy: "Copy for Discourse" },
  { id: "discord", label: "Discord", copy: "Copy for Discord" },
];

/** Posts for the game thread (what just happened, the round, the end with the deal), copied with one click. */
export function ThreadPosts({ view, game, name }: { view: SecretMoonModeratorView; game: PublicGame; name: Namer }) {
  const posts = secretMoonPosts({ ...view, game }, name);
  const [chosen, setChosen] = useState<SecretMoonPostId | null>(null);
  const [format, setFormat] = useState<PostFormat>("bbcode");
  if (posts.length === 0) return null;
  const post = posts.find((p) => p.id === chosen) ?? posts[0]!;
  const f = FORMATS.find((x) => x.id === format)!;
  const text = post.texts[format];
  const tooLong = format === "discord" && text.length >= DISCORD_LIMIT;
  return (
    <section className="card space-y-3" aria-labelledby="sm-posts-heading" data-testid="sm-thread-posts">
      <h3 id="sm-posts-heading" className="flex items-baseline gap-2 font-semibold">
        Posts for the thread <span className="text-sm font-normal text-ink-400">public information only</span>
      </h3>
      <ChoiceGroup
        label="Post"
        name="sm-post"
        value={post.id}
        options={posts.map((p) => ({ id: p.id, label: p.title }))}
        onChange={(id) => setChosen(id as SecretMoonPostId)}
      />
      <div className="flex flex-wrap items-center gap-2">
        <ChoiceGroup
          label="Format"
          name="sm-post-format"
          value={format}
          options={FORMATS}
          onChange={(id) => setFormat(id as PostFormat)}
        />
        <span className="ml-auto">
          <CopyButton text={text} label={f.copy} />
        </span>
      </div>
      <textarea
        readOnly
        aria-label={`${post.title} (${f.label})`}
        data-testid="sm-post-text"
        rows={Math.min(20, Math.max(5, text.split("\n").length + 1))}
        className="input font-mono text-xs leading-relaxed"
        value={text}
        onFocus={(e) => e.currentTarget.select()}
      />
      <p className={`text-xs ${tooLong ? "text-blood-400" : "text-ink-400"}`}>
        {text.length} characters
        {format === "discord" &&
          (tooLong ? `: over Discord's ${DISCORD_LIMIT}, split it in two.` : ` of Discord's ${DISCORD_LIMIT}.`)}
      </p>
    </section>
  );
}
