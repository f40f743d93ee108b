"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { useDeadlineFormat } from "@/lib/client/use-clock";
import type { ModeratorView } from "@/lib/game/views";
import type { ClocktowerModeratorView } from "@/lib/rulesets/clocktower";
import { SeatCircle } from "./circle/seat-circle";
import { Section, type ClocktowerPartProps } from "./shared";

/** The grimoire as it stood at each dusk and dawn: pick a phase start, read it, change nothing. */
export function TimelinePanel({
  gameId,
  rules,
  commands,
}: Pick<ClocktowerPartProps, "rules" | "commands"> & { gameId: string }) {
  const t = useTranslations("clocktower.timeline");
  const tp = useTranslations("clocktower.phase");
  const [seq, setSeq] = useState<number | null>(null);
  const fmt = useDeadlineFormat();
  const past = useQuery({
    queryKey: ["game-at", gameId, seq],
    enabled: seq !== null,
    staleTime: Infinity,
    queryFn: () => api<{ seq: number; view: ModeratorView<ClocktowerModeratorView> }>(`/api/games/${gameId}/at/${seq}`),
  });
  if (rules.timeline.length === 0) return null;
  const pastRules = past.data?.view.rules;
  return (
    <Section id="ct-timeline" title={t("title")} aside={t("aside")}>
      <div className="flex flex-wrap gap-1" role="group" aria-label={t("phases")}>
        {rules.timeline.map((p) => (
          <button
            key={p.seq}
            className={`btn px-2 py-1 text-xs ${seq === p.seq ? "btn-primary" : ""}`}
            aria-pressed={seq === p.seq}
            onClick={() => setSeq(seq === p.seq ? null : p.seq)}
            title={t("event", { seq: p.seq, at: fmt(p.at) })}
          >
            {t("start", { kind: p.kind, phase: tp("label", { kind: p.kind, number: p.number }) })}
          </button>
        ))}
      </div>
      {seq !== null && (
        <div className="mt-3">
          {past.isLoading && <p className="text-sm text-ink-400">{t("loading")}</p>}
          {past.error && <p className="error-text">{(past.error as Error).message}</p>}
          {pastRules && past.data && (
            <div className="mx-auto max-w-xl" data-testid="ct-grimoire-past">
              <SeatCircle
                gameId={gameId}
                rules={pastRules}
                seats={past.data.view.seats}
                commands={commands}
                readOnly
                centre={
                  <p className="text-ink-300">
                    {pastRules.phase
                      ? tp("label", { kind: pastRules.phase.kind, number: pastRules.phase.number })
                      : t("setup")}
                  </p>
                }
              />
            </div>
          )}
        </div>
      )}
    </Section>
  );
}
