import { createContext, useContext, type ReactNode } from "react";
import type { SiteSettings } from "@lampstand/contract/site-settings";
import type { BlockLink, Href, Picture, RichText, SettingText } from "@lampstand/contract/page-blocks";
import { AnyLink } from "~/components/ui/any-link";
import { addressLine, mapLink, useSettings } from "~/lib/settings";
import { useOnDark } from "./tone";

/*
 * The pieces every block renderer shares: links (an address or a setting), paragraphs with bold
 * words, links and settings, and pictures. Everything is rendered as React text: a "<script>" in a
 * page is shown as those characters. Only types come from the contract (its zod schemas stay out of
 * the browser's code).
 */

/** The digits (and a leading +) of a phone number, for tel: and sms: links. */
const dial = (phone: string) => phone.replace(/[^\d+]/g, "");

/** The text of a setting a paragraph shows. */
export function settingText(settings: SiteSettings, setting: SettingText): string {
  switch (setting) {
    case "name":
      return settings.name;
    case "denomination":
      return settings.denomination;
    case "city":
      return settings.address.city;
    case "address":
      return addressLine(settings);
    case "phone":
      return settings.phone;
    case "textToGive.number":
      return settings.textToGive.number;
    case "textToGive.keyword":
      return settings.textToGive.keyword;
    default:
      return settings.emails[setting.slice("emails.".length) as keyof SiteSettings["emails"]];
  }
}

/**
 * Where a link leads today: its address, or the setting's current value (null when that setting
 * is not set yet). The giving partner and payment app lead home until set (SPEC §2.9).
 */
export function resolveHref(href: Href, settings: SiteSettings): string | null {
  if (typeof href === "string") return href;
  const { setting, subject } = href;
  const withSubject = (address: string) => `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
  if (setting === "phone") return `tel:${dial(settings.phone)}`;
  if (setting === "map") return mapLink(settings);
  if (setting === "textToGive") return `sms:${dial(settings.textToGive.number)}?body=${encodeURIComponent(settings.textToGive.keyword)}`;
  if (setting.startsWith("emails.")) return withSubject(settings.emails[setting.slice(7) as keyof SiteSettings["emails"]]);
  if (setting.startsWith("social.")) return settings.social[setting.slice(7) as keyof SiteSettings["social"]] ?? null;
  const link = settings.links[setting.slice(6) as keyof SiteSettings["links"]] ?? null;
  if (link === null && (setting === "links.givingPartner" || setting === "links.paymentApp")) return "/";
  return link;
}

/** A link with its words; when its setting is not set yet, the words and "(coming soon)", not a link. */
export function BlockLinkView({ link, className, children }: { link: BlockLink; className?: string; children?: ReactNode }) {
  const href = resolveHref(link.href, useSettings());
  if (href === null) return <span className={className}>{link.label} (coming soon)</span>;
  return (
    <AnyLink href={href} className={className}>
      {children ?? link.label}
    </AnyLink>
  );
}

const inlineLinkOnLight = "rounded-sm font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950 focus-ring";
const inlineLinkOnDark = "rounded-sm font-semibold text-amber-300 underline underline-offset-2 hover:text-amber-200 focus-ring-on-dark";

/** The words of a paragraph: plain text, or its pieces (bold, linked, or a setting's value). */
export function RichTextView({ text }: { text: RichText }) {
  const settings = useSettings();
  const onDark = useOnDark();
  if (typeof text === "string") return text;
  const inlineLink = onDark ? inlineLinkOnDark : inlineLinkOnLight;
  return text.map((span, index) => {
    if ("setting" in span) {
      const value = settingText(settings, span.setting);
      if (!span.link) return <span key={index}>{value}</span>;
      const href = span.setting === "phone" || span.setting === "textToGive.number" ? `tel:${dial(value)}` : `mailto:${value}`;
      return (
        <a key={index} href={href} className={`${inlineLink} break-words`}>
          {value}
        </a>
      );
    }
    const words = span.strong ? <strong className={`font-semibold ${onDark ? "text-white" : "text-indigo-950"}`}>{span.text}</strong> : span.text;
    const href = span.href === undefined ? null : resolveHref(span.href, settings);
    return href === null ? (
      <span key={index}>{words}</span>
    ) : (
      <AnyLink key={index} href={href} className={inlineLink}>
        {words}
      </AnyLink>
    );
  });
}

/**
 * Where each picture of the page is served and how large it is drawn, worked out by the page's
 * loader on the server (pages.server.ts `resolvePictures`): so the browser's code needs neither
 * the list of built-in artwork nor the image pipeline's addresses.
 */
export type ResolvedPicture = { src: string; srcSet?: string; width: number; height: number };
export type ResolvedPictures = Record<string, ResolvedPicture>;
export const PicturesContext = createContext<ResolvedPictures>({});

/** A picture of a page, in its responsive copies when it is an upload; `sizes` says how wide the layout shows it. */
export function BlockPicture({
  picture,
  className,
  sizes = "100vw",
  priority = false,
}: {
  picture: Picture;
  className?: string;
  sizes?: string;
  priority?: boolean;
}) {
  const resolved = useContext(PicturesContext)[picture.src];
  if (!resolved) return null;
  return (
    <img
      src={resolved.src}
      srcSet={resolved.srcSet}
      sizes={resolved.srcSet ? sizes : undefined}
      alt={picture.alt}
      width={resolved.width}
      height={resolved.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "auto" : "async"}
      className={className}
    />
  );
}
