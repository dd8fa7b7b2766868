import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from "react";
import type { FocalPoint } from "@lampstand/contract/entities";
import { imageUrl } from "@lampstand/contract/image-url";
import { useRootData } from "~/lib/root-data";

/** One coordinate of the focal point as the form holds it: its text ("0"–"100") and its setter (a `field` of the editor). */
export type FocalField = { value: string; onChange: (value: string) => void };

/** The form's focal point fields: the middle for a new item, the stored point for one being edited. */
export const MIDDLE_FOCAL = { focal_x: "50", focal_y: "50" } as const;
export const focalValuesOf = (item: FocalPoint) => ({ focal_x: String(item.focal_x), focal_y: String(item.focal_y) });
/** The crop the public cards draw (event and newsletter cards: 16:10). */
export const CARD_CROP = { cropShape: "16 / 10", cropLabel: "its card", note: "Its own page shows the picture whole." } as const;

/** How far an arrow key moves the point, in percent; with Shift, a finer step. */
const STEP = 5;
const FINE_STEP = 1;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
const percentOf = (field: FocalField) => {
  const value = Number(field.value);
  return field.value !== "" && Number.isFinite(value) ? clamp(value) : 50;
};

/**
 * Where a layout that crops the picture (a card, the banner) centres it (issue 24): staff click or
 * tap the point on the whole picture, or move it with the arrow keys, and see the crop the site
 * will draw beside it. `chosen` (a new file) or else `current` (the stored picture) is shown;
 * `cropShape` is the width/height of the crop the site shows (the cards' 16:10, the banner's at a
 * desktop's width); `phoneCropShape`, where a phone crops it otherwise (the banner, taller than
 * wide there), is drawn beside it.
 */
export function FocalPointPicker({
  chosen,
  current,
  x,
  y,
  cropShape,
  phoneCropShape,
  cropLabel,
  note,
}: {
  chosen: File | null;
  current: string | null;
  x: FocalField;
  y: FocalField;
  cropShape: string;
  phoneCropShape?: string;
  /** Where the site crops it, in words: "its card", "the home page's banner". */
  cropLabel: string;
  note?: string;
}) {
  const { apiBase } = useRootData();
  const whole = useRef<HTMLImageElement>(null);
  const crop = useRef<HTMLImageElement>(null);
  const phoneCrop = useRef<HTMLImageElement>(null);
  // A chosen file is drawn from an object URL, let go when the file changes or the picker goes; set
  // on the elements (as PicturePreview does), so each run of the effect revokes its own.
  useEffect(() => {
    if (!chosen) return;
    const url = URL.createObjectURL(chosen);
    if (whole.current) whole.current.src = url;
    if (crop.current) crop.current.src = url;
    if (phoneCrop.current) phoneCrop.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [chosen]);
  // The stored picture from its address (a chosen one by the effect above).
  const src = chosen ? undefined : current ? imageUrl(apiBase, current) : undefined;
  const headingId = useId();
  const helpId = useId();
  if (!chosen && !current) return null;
  const across = percentOf(x);
  const down = percentOf(y);
  const position = `${across}% ${down}%`;

  const moveTo = (newAcross: number, newDown: number) => {
    if (clamp(newAcross) !== across) x.onChange(String(clamp(newAcross)));
    if (clamp(newDown) !== down) y.onChange(String(clamp(newDown)));
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space on the button is a click with no pointer position: the arrow keys move it instead.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    moveTo(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? FINE_STEP : STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(across + move[0], down + move[1]);
  };

  return (
    // A group of the form's (not a heading: the form's own headings' levels vary from screen to screen).
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3" data-focal-point="">
      <p id={headingId} className="text-sm font-semibold text-indigo-950">
        Focal point
      </p>
      <p id={helpId} className="text-sm text-slate-700">
        {`Where the website crops the picture (on ${cropLabel}), this point stays in view. Click or tap the picture to set it, or focus the picture and use the arrow keys (Shift for small steps).`}
        {note ? ` ${note}` : null}
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <button
          type="button"
          onClick={onClick}
          onKeyDown={onKeyDown}
          aria-label={`Focal point: ${across}% across, ${down}% down`}
          aria-describedby={helpId}
          className="focus-ring relative block w-fit max-w-full cursor-crosshair self-center rounded-lg sm:self-start"
        >
          {/* The whole picture, so any point of it can be chosen. */}
          <img ref={whole} key={chosen ? "chosen" : "stored"} src={src} alt="" className="block max-h-72 w-auto max-w-full rounded-lg" draggable={false} />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-amber-400/70 shadow-[0_0_0_2px_rgb(30_27_75)]"
            style={{ left: `${across}%`, top: `${down}%` }}
          />
        </button>
        <CropPreview
          imageRef={crop}
          stored={src}
          chosen={chosen !== null}
          shape={cropShape}
          position={position}
          width="max-w-56"
          mark=""
          caption={
            <>
              {`Cropped as on ${cropLabel}${phoneCropShape ? " on a computer" : ""}. `}
              <span aria-live="polite">{`${across}% across, ${down}% down.`}</span>
            </>
          }
        />
        {phoneCropShape ? (
          <CropPreview imageRef={phoneCrop} stored={src} chosen={chosen !== null} shape={phoneCropShape} position={position} width="max-w-32" mark="phone" caption="On a phone." />
        ) : null}
      </div>
    </div>
  );
}

/** The picture as a layout of the site crops it: `shape` its width/height, centred on the focal point's `position`. */
function CropPreview({
  imageRef,
  stored,
  chosen,
  shape,
  position,
  width,
  mark,
  caption,
}: {
  /** The chosen file's object URL is set on it by the picker. */
  imageRef: RefObject<HTMLImageElement | null>;
  stored: string | undefined;
  chosen: boolean;
  shape: string;
  position: string;
  /** Its largest width, as a Tailwind class (a phone's crop is drawn narrower). */
  width: "max-w-56" | "max-w-32";
  /** The value of its data-focal-crop attribute, by which tests find it. */
  mark: string;
  caption: ReactNode;
}) {
  return (
    <figure className={`flex w-full ${width} flex-col gap-1.5 self-center sm:self-start`}>
      <img
        ref={imageRef}
        key={chosen ? "chosen" : "stored"}
        src={stored}
        alt=""
        className="w-full rounded-lg object-cover"
        style={{ aspectRatio: shape, objectPosition: position }}
        data-focal-crop={mark}
      />
      <figcaption className="text-sm text-slate-700">{caption}</figcaption>
    </figure>
  );
}
