"use client";
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/copy-button";
import { winnerMessage } from "@/lib/rulesets/kemomimi-panic/ui/town/describe";
import { useSay } from "@/lib/i18n/use-say";
import { teamTone, type Ctx } from "./shared";

/** The end: who won, why, the points, and everyone's role (for the moderator to post if she wishes). */
export function OutcomeCard({ ctx }: { ctx: Ctx }) {
  const { view, name } = ctx;
  const t = useTranslations("kemomimi.panel.outcome");
  const tk = useTranslations("kemomimi");
  const say = useSay();
  const o = view.outcome;
  if (!o) return null;
  const roles = view.players
    .map((p) => t("roleLine", { name: name(p.seatId), character: p.characterName, role: p.roleName ?? "" }))
    .join("\n");
  return (
    <section
      className="rounded-xl border border-moon-500/60 bg-moon-400/10 p-4 sm:p-5"
      aria-labelledby="kp-outcome-heading"
      data-testid="kp-mod-outcome"
    >
      <h3 id="kp-outcome-heading" className="text-2xl font-semibold text-moon-300">
        {t("winnerBang", { winner: say(winnerMessage(o.winner)) })}
      </h3>
      <p className="mt-1 text-ink-200">{say(o.reason)}</p>
      {o.declaredByModerator && <p className="text-xs text-ink-400">{t("byRuling")}</p>}
      <table className="mt-4 w-full text-sm">
        <caption className="label text-left">{view.setup?.points ? t("points") : t("roles")}</caption>
        <thead className="sr-only">
          <tr>
            <th>{t("player")}</th>
            <th>{t("role")}</th>
            <th>{t("pointsColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {view.players.map((p) => (
            <tr key={p.seatId} className="border-t border-night-700/70">
              <td className="py-1.5 pr-2 font-medium text-ink-100">
                {name(p.seatId)}
                {o.winners.includes(p.seatId) && <span className="ml-1.5 text-xs text-good-400">{t("winner")}</span>}
              </td>
              <td className={`py-1.5 pr-2 ${teamTone(p.team)}`}>{p.roleName}</td>
              {view.setup?.points && (
                <td className="py-1.5 text-right font-mono text-moon-300">
                  {tk("vp", { points: o.points[p.seatId] ?? 0 })}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="text-xs text-ink-400">{view.hostPlayed ? t("townShows") : t("notRevealed")}</span>
        <span className="ml-auto">
          <CopyButton text={roles} label={t("copyRoles")} />
        </span>
      </div>
      <NextGame ctx={ctx} />
    </section>
  );
}

/** The next game at the same table, with the same setup (match play when points are on). */
function NextGame({ ctx }: { ctx: Ctx }) {
  const { view, commands } = ctx;
  const t = useTranslations("kemomimi.panel.outcome");
  const m = view.match;
  return (
    <div className="mt-4 space-y-2 border-t border-moon-500/30 pt-3">
      {m && (
        <div data-testid="kp-match">
          <p className="label">{t("match", { crown: m.crown })}</p>
          {m.crowned.length > 0 && (
            <p className="font-semibold text-moon-300">
              👑{" "}
              {t("crowned", {
                names: new Intl.ListFormat(ctx.language, { type: "conjunction" }).format(
                  m.crowned.map((id) => ctx.name(id)),
                ),
              })}
            </p>
          )}
          <ul className="flex flex-wrap gap-x-3 text-sm text-ink-200">
            {Object.entries(m.totals).map(([id, p]) => (
              <li key={id}>
                {ctx.name(id)} {p}
              </li>
            ))}
          </ul>
        </div>
      )}
      <button
        className="btn btn-primary"
        disabled={commands.busy}
        onClick={() =>
          commands.send({ type: "kemomimi.deal", ...(view.hostPlayed ? { hostSeatId: view.hostPlayed } : {}) })
        }
      >
        {m && !m.crowned.length ? t("dealNext") : t("dealNew")}
      </button>
    </div>
  );
}
