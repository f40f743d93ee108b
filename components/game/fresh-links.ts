"use client";
import { useSyncExternalStore } from "react";

/**
 * Player links made in this tab, by game and seat. A token is shown only once (the server keeps its
 * hash), so the links live here, in memory, until the page is closed: the seats panel and the role
 * messages show the same ones, and a reload forgets them.
 */
type Links = ReadonlyMap<string, string>;
const byGame = new Map<string, Links>();
const listeners = new Set<() => void>();
const EMPTY: Links = new Map();

function emit() {
  for (const l of listeners) l();
}

export function rememberLinks(gameId: string, links: Array<{ seatId: string; url: string }>) {
  const next = new Map(byGame.get(gameId) ?? EMPTY);
  for (const l of links) next.set(l.seatId, new URL(l.url, window.location.origin).toString());
  byGame.set(gameId, next);
  emit();
}

export function forgetLink(gameId: string, seatId: string) {
  const current = byGame.get(gameId);
  if (!current?.has(seatId)) return;
  const next = new Map(current);
  next.delete(seatId);
  byGame.set(gameId, next);
  emit();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The links made in this tab for the game's seats: seatId → full URL. */
export function useFreshLinks(gameId: string): Links {
  return useSyncExternalStore(
    subscribe,
    () => byGame.get(gameId) ?? EMPTY,
    () => EMPTY,
  );
}
