import type { PlayerView } from "@/lib/game/views";

type Own = { roleMessage: { character: { name: string; team: string; ability: string; note?: string }; alignment: string; text: string } | null };

export function ClocktowerSeat({ view }: { view: PlayerView }) {
  const own = view.own as Own;
  if (!own.roleMessage) return <p className="text-ink-300">The storyteller has not dealt you a character yet.</p>;
  const m = own.roleMessage;
  return (
    <div className="space-y-3">
      <p className="text-2xl font-semibold text-moon-300" data-testid="own-character">
        {m.character.name}
      </p>
      <p className="text-sm text-ink-300">
        {m.character.team} · <span className={m.alignment === "evil" ? "text-evil-400" : "text-good-400"}>{m.alignment}</span>
      </p>
      <p>{m.character.ability}</p>
      {m.character.note && <p className="text-sm text-ink-300">{m.character.note}</p>}
      <pre className="rounded-md bg-night-950 p-3 font-sans text-sm whitespace-pre-wrap text-ink-200">{m.text}</pre>
    </div>
  );
}
