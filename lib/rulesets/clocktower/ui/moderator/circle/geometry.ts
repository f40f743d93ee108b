/**
 * Where each seat sits on the grimoire's circle, as fractions of the circle's width, and how big its
 * token is: the tokens grow to fill the ring for few seats and shrink for many (5 to 20 seats).
 */
export interface SeatPlace {
  /** Centre of the token, 0..1 from the left and from the top. */
  x: number;
  y: number;
  /** The direction from the token towards the centre (unit vector), where its reminders go. */
  inward: { x: number; y: number };
}

/** Token centres sit on this radius (fraction of the width). */
const RING = 0.39;

/** The token's diameter as a fraction of the circle's width. */
export function tokenSize(seats: number): number {
  const spacing = (2 * Math.PI * RING) / Math.max(seats, 1);
  return Math.min(0.19, spacing * 0.82);
}

/** Seat 1 at the top, then clockwise, as players sit around a table. */
export function seatPlaces(seats: number): SeatPlace[] {
  return Array.from({ length: seats }, (_, i) => {
    const a = (i / seats) * 2 * Math.PI - Math.PI / 2;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    return { x: 0.5 + RING * cos, y: 0.5 + RING * sin, inward: { x: -cos, y: -sin } };
  });
}

/** How many reminders show beside a token before a "+N" stands for the rest. */
export function visibleReminders(seats: number): number {
  return seats <= 8 ? 3 : seats <= 14 ? 2 : 1;
}
