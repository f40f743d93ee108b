"use client";
import { useEffect, useRef } from "react";

/**
 * A `<dialog>` opened as modal when it mounts: the browser puts it in the top layer (above any other
 * modal), keeps the focus inside and gives it back on close. Removed from the page, it leaves the top
 * layer by itself, so there is nothing to clean up.
 */
export function useShowModal() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return ref;
}
