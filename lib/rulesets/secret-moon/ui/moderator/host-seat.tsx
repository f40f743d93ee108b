"use client";
import type { HostTable } from "@/lib/rulesets/secret-moon";
import { SIDE_TEXT, type Words } from "./model";

/**
 * The host's own seat while they play: folded, so that a shared screen does not show their card;
 * their turn happens on their own link, like everyone's.
 */
export function HostSeat({ host, words }: { host: HostTable; words: Words }) {
  const { t, say, name } = words;
  const own = host.own;
  return (
    <section className="card space-y-2" aria-labelledby="sm-host-seat-heading" data-testid="sm-host-seat-panel">
      <h3 id="sm-host-seat-heading" className="font-semibold">
        {t("panel.youPlayHeading", { name: name(host.seatId) })}
      </h3>
      <p className="text-sm text-ink-300">{t("panel.hostSeatNote")}</p>
      {own.dealtIn && (
        <details className="rounded-md border border-night-700 px-3 py-2 text-sm">
          <summary className="cursor-pointer text-ink-200">{t("panel.showCard")}</summary>
          <p className={`mt-2 font-semibold ${own.side ? SIDE_TEXT[own.side] : ""}`} data-testid="sm-host-own-role">
            {own.roleName !== null && say(own.roleName)}
          </p>
          {own.partner && (
            <p className="text-ink-300">
              {t("panel.partner", {
                role: words.role(own.partner.role),
                name: own.partner.seatId ? name(own.partner.seatId) : t("panel.partnerNpc"),
              })}
            </p>
          )}
          {own.learned.length > 0 && (
            <ul className="mt-1 list-inside list-disc text-ink-300">
              {own.learned.map((l, i) => (
                <li key={i}>{say(l.text)}</li>
              ))}
            </ul>
          )}
        </details>
      )}
    </section>
  );
}
