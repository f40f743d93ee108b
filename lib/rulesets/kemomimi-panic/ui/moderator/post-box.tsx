"use client";
import { CopyButton } from "@/components/copy-button";
import { humanizeTimes } from "@/lib/rulesets/kemomimi-panic/ui/town/describe";
import { useTranslations } from "next-intl";
import { SHIPPED_WORDS } from "../../shipped-words";
import { useSay } from "@/lib/i18n/use-say";
import type { Ctx } from "./shared";

/** The message to post to the players now, from public facts only, with a one-click copy. */
export function PostBox({ ctx }: { ctx: Ctx }) {
  const t = useTranslations("kemomimi.panel");
  const post = ctx.view.hints.post;
  // Posted to the players: in the game's language, whatever the host reads.
  const say = useSay(ctx.language, SHIPPED_WORDS.posts);
  const text = post && say ? humanizeTimes(say(post)) : "";
  if (!text) return null;
  return (
    <section className="rounded-xl border border-moon-500/30 bg-night-900/80 p-4" aria-labelledby="kp-post-heading">
      <div className="mb-2 flex items-center gap-2">
        <h3 id="kp-post-heading" className="label mb-0">
          {t("whatToPost")}
        </h3>
        <span className="ml-auto">
          <CopyButton text={text} label={t("copy")} />
        </span>
      </div>
      <p className="text-sm leading-relaxed whitespace-pre-wrap text-ink-100" data-testid="kp-post">
        {text}
      </p>
    </section>
  );
}
