"use client";
import { useMemo, useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { DISCORD_LIMIT, threadPosts, type PostFormat, type PostId } from "@/lib/rulesets/clocktower/posts";
import { useNow } from "@/lib/client/use-clock";
import { Section, type ClocktowerPartProps } from "./shared";
import { ChoiceGroup } from "./posts-choice";

const FORMATS: Array<{ id: PostFormat; label: string; copy: string }> = [
  { id: "bbcode", label: "Forum (BBCode)", copy: "Copy for the forum" },
  { id: "markdown", label: "Discourse (Markdown)", copy: "Copy for Discourse" },
  { id: "discord", label: "Discord", copy: "Copy for Discord" },
];

/** Posts for the game thread (day opening, vote count, dawn, graveyard and living lists, end of game), copied with one click. */
export function PostsPanel({ rules, seats }: ClocktowerPartProps) {
  // The posts' tenses follow the clock.
  const nowMs = useNow(60_000);
  const now = useMemo(() => (nowMs === null ? null : new Date(nowMs)), [nowMs]);
  const posts = useMemo(
    () => (now === null ? [] : threadPosts({ view: rules.public, seats }, now, rules.day?.exports)),
    [rules.public, rules.day?.exports, seats, now],
  );
  const [chosen, setChosen] = useState<PostId | null>(null);
  const [format, setFormat] = useState<PostFormat>("bbcode");
  if (posts.length === 0) return null;
  // The first post is the one that makes sense now; a choice no longer on offer falls back to it.
  const post = posts.find((p) => p.id === chosen) ?? posts[0]!;
  const f = FORMATS.find((x) => x.id === format)!;
  const text = post.texts[format];
  const tooLong = format === "discord" && text.length >= DISCORD_LIMIT;
  return (
    <Section id="ct-posts" title="Posts for the thread" aside="public information only">
      <div className="space-y-3">
        <ChoiceGroup
          name="ct-post"
          label="Post"
          value={post.id}
          options={posts.map((p) => ({ id: p.id, label: p.title }))}
          onChange={(id) => setChosen(id as PostId)}
        />
        <div className="flex flex-wrap items-center gap-2">
          <ChoiceGroup
            name="ct-post-format"
            label="Format"
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
          data-testid="ct-post-text"
          rows={Math.min(24, Math.max(6, text.split("\n").length + 1))}
          className="input max-h-[36rem] min-h-32 font-mono text-xs leading-relaxed field-sizing-content"
          value={text}
          onFocus={(e) => e.currentTarget.select()}
        />
        <p className={`text-xs ${tooLong ? "text-blood-400" : "text-ink-400"}`} data-testid="ct-post-length">
          {text.length} characters
          {format === "discord" &&
            (tooLong ? `: over Discord's ${DISCORD_LIMIT}, split it in two.` : ` of Discord's ${DISCORD_LIMIT}.`)}
        </p>
      </div>
    </Section>
  );
}
