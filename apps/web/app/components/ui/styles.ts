/**
 * The class lists of buttons and text links, in one place, so every screen (public pages and,
 * next, the staff area) draws them alike. Keyboard focus is the `focus-ring` utility of app.css
 * (`focus-ring-on-dark` on dark backgrounds): the one focus style of the site.
 */

export type ButtonVariant =
  /** Indigo, on a light background: the main action. */
  | "primary"
  /** Outlined indigo, on a light background. */
  | "secondary"
  /** Amber: the main action on a dark background or a picture, and the header's GIVE. */
  | "accent"
  /** Outlined white, on a dark background or a picture. */
  | "light"
  /** Red: an action that deletes. */
  | "danger"
  /** Red text, no fill: a delete that sits beside everyday actions and must not shout (issue 24). */
  | "quietDanger";

export type ButtonSize = "sm" | "md" | "lg";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition motion-reduce:transition-none " +
  "disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-indigo-900 text-white shadow-sm hover:bg-indigo-800",
  secondary: "border-2 border-indigo-900 bg-white text-indigo-900 hover:bg-indigo-50",
  accent: "bg-amber-400 text-indigo-950 shadow-sm hover:bg-amber-300",
  light: "border-2 border-white/70 text-white hover:bg-white/10",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  quietDanger: "text-red-800 underline-offset-4 hover:bg-red-50 hover:underline",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-10 px-5 py-2 text-sm",
  md: "min-h-11 px-6 py-2.5 text-base",
  lg: "min-h-12 px-7 py-3 text-base",
};

/** A button's classes (for <button>, <Link> or <a> alike). `onDark` picks the focus ring seen on dark backgrounds. */
export function buttonClass({
  variant = "primary",
  size = "md",
  onDark = variant === "light",
}: { variant?: ButtonVariant; size?: ButtonSize; onDark?: boolean } = {}): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${onDark ? "focus-ring-on-dark" : "focus-ring"}`;
}

/** A link inside running text, on a light background. */
export const textLinkClass = "rounded-sm font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950 focus-ring";


/**
 * The link of a card that is one big target: its ::after covers the card, so a click anywhere
 * follows it while its accessible name stays the title. The card (position: relative) shows the
 * focus with `focus-ring-within`.
 */
export const cardLinkClass = "after:absolute after:inset-0 focus-visible:outline-none";
