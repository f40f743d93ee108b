import type { PublicView } from "@/lib/game/views";
import type { ClocktowerPublicView } from "@/lib/rulesets/clocktower";
import { NightOrderView, SheetView } from "@/app/(mod)/scripts/character-sheet";

/**
 * The public side of a Clocktower-style game, rendered on the server with no client code: the
 * script's character sheet and night order, the fabled and the travellers. Only `view.rules`, the
 * public view, is read: it holds no dealt character, alignment or bluff.
 */
export function ClocktowerTown({ view }: { view: PublicView }) {
  const rules = view.rules as ClocktowerPublicView;
  const h2 = "mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase";
  return (
    <div className="mt-8 space-y-8">
      {(rules.travellers.length > 0 || rules.travellerLimit !== null) && (
        <section aria-labelledby="travellers-heading">
          <h2 id="travellers-heading" className={h2}>
            Travellers{" "}
            <span className="font-normal text-ink-400">
              ({rules.travellers.length}
              {rules.travellerLimit !== null ? ` of at most ${rules.travellerLimit} for ${rules.players} players` : ""})
            </span>
          </h2>
          {rules.travellers.length === 0 ? (
            <p className="text-sm text-ink-400">No travellers.</p>
          ) : (
            <ul className="space-y-2" data-testid="town-travellers">
              {rules.travellers.map((t) => (
                <li key={t.seatId} className="rounded-lg border border-night-700 bg-night-900 px-3 py-2">
                  <p>
                    <span className="font-medium">{view.seats.find((s) => s.id === t.seatId)?.name ?? "A traveller"}</span>{" "}
                    <span className="text-moon-300">is the {t.name}</span>
                  </p>
                  <p className="text-sm text-ink-300">{t.ability}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {rules.fabled.length > 0 && (
        <section aria-labelledby="fabled-heading">
          <h2 id="fabled-heading" className={h2}>
            Fabled in play
          </h2>
          <ul className="space-y-2">
            {rules.fabled.map((f) => (
              <li key={f.id} className="rounded-lg border border-night-700 bg-night-900 px-3 py-2">
                <p className="font-medium text-moon-300">{f.name}</p>
                <p className="text-sm text-ink-300">{f.ability}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {rules.script ? (
        <>
          <section aria-labelledby="sheet-heading">
            <h2 id="sheet-heading" className={h2}>
              Script: <span className="text-ink-100 normal-case">{rules.script.sheet.name}</span>
              {rules.script.sheet.author && <span className="font-normal text-ink-400 normal-case"> by {rules.script.sheet.author}</span>}
            </h2>
            <div className="rounded-xl border border-night-700 bg-night-900/80 p-4">
              <SheetView sheet={rules.script.sheet} />
            </div>
          </section>
          <section aria-labelledby="night-heading">
            <h2 id="night-heading" className={h2}>
              Night order
            </h2>
            <div className="rounded-xl border border-night-700 bg-night-900/80 p-4">
              <NightOrderView firstNight={rules.script.nightOrder.firstNight} otherNight={rules.script.nightOrder.otherNight} />
            </div>
          </section>
        </>
      ) : (
        <p className="text-sm text-ink-400">The storyteller has not chosen a script yet.</p>
      )}
    </div>
  );
}
