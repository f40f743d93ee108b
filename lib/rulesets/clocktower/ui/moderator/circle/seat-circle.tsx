"use client";
import {
  DndContext,
  pointerWithin,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import type { ModeratorSeat, PlacedReminder } from "@/lib/rulesets/clocktower";
import { poolCharacters, type ClocktowerPartProps } from "../shared";
import { tokenLabel } from "../token-label";
import { seatPlaces, tokenSize, visibleReminders } from "./geometry";
import { ReminderMenu, TokenMenu } from "./token-menu";
import { TEAM_TOKEN } from "./team-style";

type Menu = { kind: "seat"; seatId: string } | { kind: "reminder"; seatId: string; index: number };
/** A menu opened: `n` tells one opening from the next (each is its own `<dialog>`, shown as it mounts). */
type Open = Menu & { n: number };

/**
 * The grimoire as a table: a round token per seat, clockwise from the top, its reminders laid towards
 * the centre. A token opens its menu on click, tap or Enter; reminders are dragged between seats (or
 * moved from their own menu, by keyboard).
 */
export function SeatCircle({
  gameId,
  rules,
  seats,
  commands,
  readOnly = false,
  centre,
}: ClocktowerPartProps & { gameId: string; readOnly?: boolean; centre?: React.ReactNode }) {
  const t = useTranslations("clocktower.circle");
  const [open, setOpen] = useState<Open | null>(null);
  // Escape closes a menu's <dialog> at once, but its close event comes a task later. A token opened in
  // between (Enter on the next one, quickly, on a busy machine) found the old menu still open in the
  // state, kept its closed <dialog>, and then lost its own menu to that late event. So each opening is
  // its own menu (keyed by `n`), and a menu's close event closes that menu only.
  const openings = useRef(0);
  const openMenu = (menu: Menu) => setOpen({ ...menu, n: ++openings.current });
  const closeMenu = (menu: Open) => () => setOpen((now) => (now === menu ? null : now));
  const order = new Map(seats.map((s, i) => [s.id, i]));
  const list = [...rules.seats].sort((a, b) => (order.get(a.seatId) ?? 0) - (order.get(b.seatId) ?? 0));
  const n = list.length;
  const places = seatPlaces(n);
  const size = tokenSize(n);
  const shown = visibleReminders(n);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );
  const onDragEnd = (e: DragEndEvent) => {
    const from = e.active.data.current as { seatId: string; token: PlacedReminder } | undefined;
    const to = e.over?.id ? String(e.over.id) : null;
    if (!from || !to || to === from.seatId) return;
    void commands.send({ type: "clocktower.moveReminder", fromSeatId: from.seatId, toSeatId: to, token: from.token });
  };
  const openSeat = open ? list.find((s) => s.seatId === open.seatId) : undefined;
  if (n === 0) return null;
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      collisionDetection={pointerWithin}
      // The whole table is on screen: scrolling while dragging would only move the target away.
      autoScroll={false}
    >
      <div
        className="relative mx-auto aspect-square w-full [container-type:inline-size]"
        data-testid={readOnly ? "gr-circle-past" : "gr-circle"}
        role="group"
        aria-label={t("label", { count: n })}
      >
        <div className="absolute inset-[24%] flex flex-col items-center justify-center gap-1 rounded-full border border-dashed border-night-700 p-2 text-center">
          {centre}
        </div>
        <ol className="contents">
          {list.map((s, i) => (
            <SeatToken
              key={s.seatId}
              index={i}
              seat={s}
              rules={rules}
              place={places[i]!}
              size={size}
              shown={shown}
              readOnly={readOnly}
              onOpen={() => openMenu({ kind: "seat", seatId: s.seatId })}
              onOpenReminder={(index) => openMenu({ kind: "reminder", seatId: s.seatId, index })}
            />
          ))}
        </ol>
      </div>
      {openSeat && open?.kind === "seat" && (
        <TokenMenu
          key={open.n}
          gameId={gameId}
          seat={openSeat}
          index={list.indexOf(openSeat) + 1}
          rules={rules}
          seats={seats}
          commands={commands}
          readOnly={readOnly}
          onClose={closeMenu(open)}
        />
      )}
      {openSeat && open?.kind === "reminder" && openSeat.reminders[open.index] && (
        <ReminderMenu
          key={open.n}
          seat={openSeat}
          token={openSeat.reminders[open.index]!}
          list={list}
          rules={rules}
          commands={commands}
          onClose={closeMenu(open)}
        />
      )}
    </DndContext>
  );
}

function SeatToken({
  index,
  seat: s,
  rules,
  place,
  size,
  shown,
  readOnly,
  onOpen,
  onOpenReminder,
}: {
  index: number;
  seat: ModeratorSeat;
  rules: ClocktowerPartProps["rules"];
  place: { x: number; y: number; inward: { x: number; y: number } };
  size: number;
  shown: number;
  readOnly: boolean;
  onOpen: () => void;
  onOpenReminder: (index: number) => void;
}) {
  const t = useTranslations("clocktower.circle");
  const tt = useTranslations("clocktower.teams");
  const ta = useTranslations("clocktower.alignment");
  const say = useSay();
  const { setNodeRef, isOver } = useDroppable({ id: s.seatId, disabled: readOnly });
  const dead = !s.alive || s.registersDead;
  const team = s.traveller ? "traveller" : (s.team ?? "townsfolk");
  const px = (f: number) => `${f * 100}cqw`;
  const details = [
    "",
    ta(s.alignment),
    dead ? (s.deathLabel ? say(s.deathLabel) : t("dead")) : t("alive"),
    dead && s.ghostVote ? t("ghostVote", { state: s.ghostVote }) : null,
    s.reminders.length ? t("reminders", { count: s.reminders.length }) : null,
  ]
    .filter(Boolean)
    .join(t("detailSeparator"));
  const extra = s.reminders.length - shown;
  // The longest word must fit across the token: "Chambermaid" gets a smaller type than "Po".
  const longest = Math.max(6, ...s.characterName.split(/\s+/).map((w) => w.length));
  const type = size * Math.min(0.17, 1.25 / longest);
  return (
    <li
      className="contents"
      data-testid="gr-seat"
      data-seat={s.name}
      data-alive={dead ? "false" : "true"}
      aria-label={t("seat", { number: index + 1, seat: s.name })}
    >
      <button
        ref={setNodeRef}
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        className={`absolute flex flex-col items-center justify-center rounded-full border-[3px] text-center leading-tight shadow-lg transition-[box-shadow] focus-visible:ring-4 focus-visible:ring-moon-400 ${TEAM_TOKEN[team]} ${s.traveller ? "border-dashed" : ""} ${isOver ? "ring-4 ring-moon-300" : ""}`}
        // Placed by left/top, not by a CSS transform: drop targets are measured without transforms.
        style={{
          left: px(place.x - size / 2),
          top: px(place.y - size / 2),
          width: px(size),
          height: px(size),
          fontSize: `max(8px, ${px(type)})`,
        }}
      >
        {dead && <span aria-hidden="true" className="absolute inset-0 rounded-full bg-night-950/70" />}
        <span className="sr-only">{t("seatPrefix", { number: index + 1 })}</span>
        <span
          className={`absolute bottom-[-14%] max-w-[160%] truncate rounded-md border border-night-600 bg-night-900 px-[0.4em] font-medium text-ink-100 ${dead ? "line-through decoration-blood-400" : ""}`}
          style={{ fontSize: `max(10px, ${px(size * 0.14)})` }}
        >
          {s.name}
        </span>
        <span className="sr-only">{t("detailSeparator")}</span>
        <span
          className={`relative px-[6%] font-semibold hyphens-auto break-words ${dead ? "text-ink-300" : ""}`}
          lang="en"
        >
          {s.characterName}
        </span>
        <span className="relative text-[max(7px,0.75em)] opacity-90">
          {tt(`${team}.one`)}
          {s.alignment === "evil" && team !== "minion" && team !== "demon" ? ` · ${ta("evil")}` : ""}
          {s.alignment === "good" && (team === "minion" || team === "demon") ? ` · ${ta("good")}` : ""}
        </span>
        {s.lunatic && (
          <span className="relative text-[0.75em] text-moon-300">
            {t("thinks", {
              // The Demon the Lunatic believes in is seldom in play: its name is the script's.
              demon: poolCharacters(rules).find((c) => c.id === s.lunatic!.demonId)?.name ?? s.lunatic.demonId,
            })}
          </span>
        )}
        {s.drunk && (
          <span className="relative text-[0.75em] text-moon-300">
            {t("believes", {
              character: poolCharacters(rules).find((c) => c.id === s.drunk!.believesId)?.name ?? s.drunk.believesId,
            })}
          </span>
        )}
        {dead && (
          <span
            className="absolute top-[-6%] right-[-6%] flex h-[38%] w-[38%] items-center justify-center rounded-full border border-ink-400 bg-night-900 text-[0.9em]"
            title={t("ghostVoteTitle", { state: s.ghostVote === "available" ? "available" : "spent" })}
            aria-hidden="true"
          >
            {s.ghostVote === "available" ? "●" : "○"}
          </span>
        )}
        <span className="sr-only">{details}</span>
      </button>
      {s.reminders.length > 0 && (
        <ul aria-label={t("remindersOn", { seat: s.name })} className="contents">
          {s.reminders.slice(0, Math.max(shown, 0)).map((token, k) => (
            <ReminderToken
              key={`${token.characterId ?? ""}|${token.text}|${k}`}
              seatId={s.seatId}
              seatName={s.name}
              token={token}
              label={tokenLabel(rules, token)}
              readOnly={readOnly}
              style={{
                left: px(place.x + place.inward.x * (size * 0.5 + 0.045 + k * 0.062)),
                top: px(place.y + place.inward.y * (size * 0.5 + 0.045 + k * 0.062)),
                width: px(Math.max(size * 1.05, 0.1)),
                fontSize: px(Math.max(size * 0.13, 0.021)),
              }}
              onOpen={() => onOpenReminder(k)}
            />
          ))}
          {extra > 0 && (
            <li
              className="absolute -translate-x-1/2 -translate-y-1/2"
              style={{
                left: px(place.x + place.inward.x * (size * 0.5 + 0.045 + shown * 0.062)),
                top: px(place.y + place.inward.y * (size * 0.5 + 0.045 + shown * 0.062)),
                fontSize: px(Math.max(size * 0.13, 0.021)),
              }}
            >
              <button
                type="button"
                onClick={onOpen}
                className="rounded-full border border-moon-500/60 bg-night-900 px-[0.6em] text-moon-300"
                aria-label={t("moreReminders", { count: extra, seat: s.name })}
              >
                +{extra}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

function ReminderToken({
  seatId,
  seatName,
  token,
  label,
  readOnly,
  style,
  onOpen,
}: {
  seatId: string;
  seatName: string;
  token: PlacedReminder;
  label: string;
  readOnly: boolean;
  style: React.CSSProperties;
  onOpen: () => void;
}) {
  const t = useTranslations("clocktower.circle");
  const { setNodeRef, listeners, attributes, transform, isDragging } = useDraggable({
    id: `${seatId}|${token.characterId ?? ""}|${token.text}`,
    data: { seatId, token },
    disabled: readOnly,
  });
  return (
    <li className="absolute z-10 -translate-x-1/2 -translate-y-1/2" style={style}>
      <button
        ref={setNodeRef}
        type="button"
        {...listeners}
        {...attributes}
        onClick={onOpen}
        aria-label={t("reminderLabel", { token: label, seat: seatName })}
        title={label}
        className={`w-full touch-none rounded-full border border-moon-500/60 bg-night-850 px-[0.4em] py-[0.1em] text-center leading-tight break-words text-moon-300 shadow ${isDragging ? "opacity-80 ring-2 ring-moon-300" : ""}`}
        style={transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined}
      >
        {token.text}
      </button>
    </li>
  );
}
