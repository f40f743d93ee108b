"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/copy-button";
import { DISCORD_LIMIT, type PostFormat } from "@/lib/rulesets/clocktower/posts";
import { ChoiceGroup } from "../../lib/rulesets/clocktower/ui/moderator/posts-choice";

const FORMATS: Array<{ id: PostFormat; copy: "copyBbcode" | "copyMarkdown" | "copyDiscord" }> = [
  { id: "bbcode", copy: "copyBbcode" },
  { id: "markdown", copy: "copyMarkdown" },
  { id: "discord", copy: "copyDiscord" },
];

export interface ThreadPost<Id extends string> {
  id: Id;
  title: string;
  texts: Record<PostFormat, string>;
}

/**
 * Posts for a game's thread: which post, which format, the text, copied with one click, and its length
 * against Discord's limit. The first post is the one that makes sense now; a choice no longer on offer
 * falls back to it. `prefix` names the inputs and test ids (`ct`, `sm`).
 */
export function PostPicker<Id extends string>({
  posts,
  prefix,
  rows,
}: {
  posts: Array<ThreadPost<Id>>;
  prefix: string;
  rows: { min: number; max: number };
}) {
  const t = useTranslations("postPicker");
  const [chosen, setChosen] = useState<Id | null>(null);
  const [format, setFormat] = useState<PostFormat>("bbcode");
  if (posts.length === 0) return null;
  const post = posts.find((p) => p.id === chosen) ?? posts[0]!;
  const f = FORMATS.find((x) => x.id === format)!;
  const text = post.texts[format];
  const tooLong = format === "discord" && text.length >= DISCORD_LIMIT;
  return (
    <div className="space-y-3">
      <ChoiceGroup
        name={`${prefix}-post`}
        label={t("post")}
        value={post.id}
        options={posts.map((p) => ({ id: p.id, label: p.title }))}
        onChange={(id) => setChosen(id as Id)}
      />
      <div className="flex flex-wrap items-center gap-2">
        <ChoiceGroup
          name={`${prefix}-post-format`}
          label={t("format")}
          value={format}
          options={FORMATS.map((x) => ({ id: x.id, label: t(x.id) }))}
          onChange={(id) => setFormat(id as PostFormat)}
        />
        <span className="ml-auto">
          <CopyButton text={text} label={t(f.copy)} />
        </span>
      </div>
      <textarea
        readOnly
        aria-label={t("textLabel", { title: post.title, format: t(f.id) })}
        data-testid={`${prefix}-post-text`}
        rows={Math.min(rows.max, Math.max(rows.min, text.split("\n").length + 1))}
        className="input max-h-[36rem] min-h-32 font-mono text-xs leading-relaxed field-sizing-content"
        value={text}
        onFocus={(e) => e.currentTarget.select()}
      />
      <p className={`text-xs ${tooLong ? "text-blood-400" : "text-ink-400"}`} data-testid={`${prefix}-post-length`}>
        {format !== "discord"
          ? t("length", { count: text.length })
          : t(tooLong ? "tooLong" : "ofDiscord", { count: text.length, limit: DISCORD_LIMIT })}
      </p>
    </div>
  );
}
