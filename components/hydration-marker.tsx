"use client";
import { useEffect } from "react";

/** Marks <html data-hydrated> once React is interactive, so browser tests never click a form before its handler exists. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
