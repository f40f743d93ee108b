import type { ClocktowerModeratorView } from "@/lib/rulesets/clocktower";

/** What the storyteller glances at in the middle of the table: the phase, the living, the bluffs. */
export function CircleCentre({ rules }: { rules: ClocktowerModeratorView }) {
  const alive = rules.seats.filter((s) => s.alive && !s.registersDead).length;
  const majority = rules.day?.count.majoritySentence;
  return (
    <div className="text-[2.6cqw] leading-snug text-ink-300">
      <p className="text-[3.4cqw] font-semibold text-ink-100">{rules.phase?.label ?? "Before Night 1"}</p>
      <p>
        {alive} of {rules.seats.length} alive
      </p>
      {majority && rules.phase?.kind === "day" && <p className="text-ink-400">{majority}</p>}
      <p className="mt-[1.5cqw] text-ink-400" data-testid="gr-bluffs-line">
        Bluffs:{" "}
        <span data-testid="gr-bluffs">
          {rules.bluffs.length ? rules.bluffs.map((b) => b.name).join(", ") : "None chosen."}
        </span>
      </p>
      {rules.fabled.length > 0 && <p className="text-ink-400">Fabled: {rules.fabled.map((f) => f.name).join(", ")}</p>}
    </div>
  );
}
