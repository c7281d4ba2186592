import { clsx, type ClassValue } from "clsx";

/** Joins class names (and drops falsy ones). */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
