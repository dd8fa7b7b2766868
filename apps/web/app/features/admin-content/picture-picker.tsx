import { useEffect, useRef, type ReactNode } from "react";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { Field, inputClass } from "~/components/ui/field";
import { Icon, type IconName } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { UploadedImage } from "~/components/ui/uploaded-image";
import { useFileChoice, type FileChoice } from "./file-choice";
import { FocalPointPicker, type FocalField } from "./focal-point-picker";
import { PICTURE_ACCEPT, canPreview, formatFileSize, pictureProblem, pixelProblem } from "~/lib/picture-rules";

/** The picture a form is about to send, checked as it is chosen (picture-rules.ts). */
export const usePictureChoice = () => useFileChoice(pictureProblem);

export type PictureChoice = FileChoice;

/**
 * The picture field: a file input that offers pictures only, with a preview of the one chosen
 * (its name and size, and a way to take it back), or else the item's current picture when one
 * is being edited. The error under it is the browser's refusal, or what the form says is missing.
 */
export function PicturePicker({
  label,
  required,
  hint,
  choice,
  current,
  currentAlt,
  error,
  placeholderIcon,
  focal,
}: {
  label: string;
  required: boolean;
  hint: ReactNode;
  choice: PictureChoice;
  /** The stored picture of the item being edited. */
  current: string | null;
  currentAlt: string;
  error?: string;
  placeholderIcon: IconName;
  /** The picture's focal point (issue 24), for items a layout crops: set on the picture shown. */
  focal?: { x: FocalField; y: FocalField; cropShape: string; phoneCropShape?: string; cropLabel: string };
}) {
  const { chosen, refusal, choose, refuse, clear } = choice;
  const input = useRef<HTMLInputElement>(null);

  // The input shows the name of what it last held: empty it whenever the form holds no picture.
  useEffect(() => {
    if (!chosen && input.current) input.current.value = "";
  }, [chosen]);

  return (
    <div className="flex flex-col gap-4">
      <Field label={label} required={required} hint={hint} error={refusal ?? error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            name="picture"
            accept={PICTURE_ACCEPT}
            onChange={(event) => {
              // A refused file must not stay in the input, looking chosen.
              if (!choose(event.currentTarget.files?.[0] ?? null)) event.currentTarget.value = "";
              // The point chosen on the old picture means nothing on a new one: back to the middle.
              else if (focal) {
                focal.x.onChange("50");
                focal.y.onChange("50");
              }
            }}
            className={`${inputClass} cursor-pointer py-2 file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-indigo-900 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-indigo-800 disabled:cursor-not-allowed`}
          />
        )}
      </Field>
      {chosen ? (
        <figure className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center">
          {canPreview(chosen) ? (
            <PicturePreview file={chosen} onRefuse={refuse} />
          ) : (
            <div className="grid aspect-video w-full shrink-0 place-items-center rounded-lg bg-white p-3 text-center text-sm text-slate-600 sm:w-56">
              This browser cannot show a preview of this kind of picture. It will be checked when you save.
            </div>
          )}
          <figcaption className="flex min-w-0 flex-1 flex-col items-start gap-2">
            <span className="text-sm font-semibold text-indigo-950">Chosen picture</span>
            <span className="max-w-full text-sm break-all text-slate-700">
              {chosen.name} · {formatFileSize(chosen.size)}
            </span>
            <button type="button" onClick={clear} className={buttonClass({ variant: "secondary", size: "sm" })}>
              <Icon name="close" className="size-4" />
              Remove this picture
            </button>
          </figcaption>
        </figure>
      ) : current ? (
        <CurrentPicture image={current} alt={currentAlt} placeholderIcon={placeholderIcon} note="It stays unless you choose a new one." />
      ) : null}
      {focal && !refusal ? <FocalPointPicker chosen={chosen} current={current} {...focal} /> : null}
    </div>
  );
}

/** The stored picture of the item being edited, with what happens to it. */
export function CurrentPicture({ image, alt, placeholderIcon, note }: { image: string; alt: string; placeholderIcon: IconName; note: string }) {
  return (
    <figure className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center">
      <UploadedImage
        image={image}
        alt={alt}
        sizes="224px"
        width={448}
        height={252}
        className="aspect-video w-full shrink-0 rounded-lg object-cover sm:w-56"
        placeholderIcon={placeholderIcon}
      />
      <figcaption className="text-sm text-slate-700">
        <span className="block font-semibold text-indigo-950">Current picture</span>
        {note}
      </figcaption>
    </figure>
  );
}

/**
 * The chosen file drawn from an object URL, let go when the file changes or the preview goes.
 * The URL is made in an effect and set on the element, so each run of the effect (React runs
 * them twice in development) has a URL of its own to revoke.
 */
function PicturePreview({ file, onRefuse }: { file: File; onRefuse: (message: string) => void }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <img
      ref={image}
      alt="Preview of the chosen picture"
      data-preview=""
      onLoad={(event) => {
        const problem = pixelProblem(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight);
        if (problem) onRefuse(problem);
      }}
      // A file that claims a type the browser draws, yet cannot be drawn, is not that picture.
      onError={() => onRefuse(SERVER_MESSAGES.notAnImage)}
      className="aspect-video w-full shrink-0 rounded-lg bg-white object-contain sm:w-56"
    />
  );
}
