"use client";
import type { HostTable } from "@/lib/rulesets/secret-moon";
import { SIDE_TEXT, type Namer } from "./model";

/**
 * The host's own seat while they play: folded, so that a shared screen does not show their card;
 * their turn happens on their own link, like everyone's.
 */
export function HostSeat({ host, name }: { host: HostTable; name: Namer }) {
  const own = host.own;
  return (
    <section className="card space-y-2" aria-labelledby="sm-host-seat-heading" data-testid="sm-host-seat-panel">
      <h3 id="sm-host-seat-heading" className="font-semibold">
        You play {name(host.seatId)}
      </h3>
      <p className="text-sm text-ink-300">
        This page shows only what your seat may know. Take your turn on your own player link, like everyone.
      </p>
      {own.dealtIn && (
        <details className="rounded-md border border-night-700 px-3 py-2 text-sm">
          <summary className="cursor-pointer text-ink-200">Show my card (hidden while you share your screen)</summary>
          <p className={`mt-2 font-semibold ${own.side ? SIDE_TEXT[own.side] : ""}`} data-testid="sm-host-own-role">
            {own.roleName}
          </p>
          {own.partner && (
            <p className="text-ink-300">
              The {own.partner.role === "princess" ? "Princess" : "Wanderer"} is{" "}
              {own.partner.seatId ? name(own.partner.seatId) : "an NPC card"}.
            </p>
          )}
          {own.learned.length > 0 && (
            <ul className="mt-1 list-inside list-disc text-ink-300">
              {own.learned.map((l, i) => (
                <li key={i}>{l.text}</li>
              ))}
            </ul>
          )}
        </details>
      )}
    </section>
  );
}
