"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
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
  const [seq, setSeq] = useState<number | null>(null);
  const fmt = useDeadlineFormat();
  const past = useQuery({
    queryKey: ["game-at", gameId, seq],
    enabled: seq !== null,
    staleTime: Infinity,
    queryFn: () => api<{ seq: number; view: ModeratorView }>(`/api/games/${gameId}/at/${seq}`),
  });
  if (rules.timeline.length === 0) return null;
  const pastRules = past.data?.view.rules as ClocktowerModeratorView | undefined;
  return (
    <Section id="ct-timeline" title="Timeline" aside="the grimoire at each dusk and dawn, read-only">
      <div className="flex flex-wrap gap-1" role="group" aria-label="Phases">
        {rules.timeline.map((t) => (
          <button
            key={t.seq}
            className={`btn px-2 py-1 text-xs ${seq === t.seq ? "btn-primary" : ""}`}
            aria-pressed={seq === t.seq}
            onClick={() => setSeq(seq === t.seq ? null : t.seq)}
            title={`Event ${t.seq}, ${fmt(t.at)}`}
          >
            {t.kind === "night" ? "Dusk" : "Dawn"}: {t.kind === "night" ? "Night" : "Day"} {t.number}
          </button>
        ))}
      </div>
      {seq !== null && (
        <div className="mt-3">
          {past.isLoading && <p className="text-sm text-ink-400">Loading…</p>}
          {past.error && <p className="error-text">{(past.error as Error).message}</p>}
          {pastRules && past.data && (
            <div className="mx-auto max-w-xl" data-testid="ct-grimoire-past">
              <SeatCircle
                gameId={gameId}
                rules={pastRules}
                seats={past.data.view.seats}
                commands={commands}
                readOnly
                centre={<p className="text-ink-300">{pastRules.phase?.label ?? "Setup"}</p>}
              />
            </div>
          )}
        </div>
      )}
    </Section>
  );
}
