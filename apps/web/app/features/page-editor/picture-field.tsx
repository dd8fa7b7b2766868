import { useId, useRef, useState } from "react";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { BLOCK_LIMITS, BUILT_IN_PICTURES, isBuiltInPicture } from "@lampstand/contract/page-blocks";
import { inputClass } from "~/components/ui/field";
import { UploadedImage } from "~/components/ui/uploaded-image";
import { PICTURE_ACCEPT, pictureProblem } from "~/lib/picture-rules";
import { TextField } from "~/components/ui/text-field";
import { UploadProgress } from "~/components/ui/upload-progress";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { PAGE_EDITOR_TEXTS } from "./page-editor-texts";

type PictureValue = { src?: string; alt?: string };

/**
 * A picture of a block: one of the built-in pictures, or a photo uploaded here (POST /api/pictures
 * re-encodes it and answers its path), with what it shows for people who cannot see it.
 */
export function PictureField({ label, value, error, onChange }: { label: string; value: PictureValue; error?: string; onChange: (value: PictureValue) => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const src = value.src ?? "";

  async function upload(file: File) {
    const refused = pictureProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    setSent(0);
    const body = new FormData();
    body.append("picture", file);
    try {
      const stored = await apiRequest<{ src: string }>(API_PATHS.pictures, { method: "POST", body, fallback: PAGE_EDITOR_TEXTS.uploadFailed, onUploadProgress: setSent });
      onChange({ ...value, src: stored.src });
    } catch (caught) {
      setProblem(caught instanceof ApiRequestError ? caught.message : PAGE_EDITOR_TEXTS.uploadFailed);
    } finally {
      setSent(null);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  const shownError = problem ?? error;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-semibold text-indigo-950">{label}</legend>
      {src ? (
        <div className="flex items-center gap-3">
          {isBuiltInPicture(src) ? (
            <img src={src} alt="" width={BUILT_IN_PICTURES[src][0]} height={BUILT_IN_PICTURES[src][1]} className="h-20 w-auto max-w-32 rounded-md bg-slate-50 object-contain" />
          ) : (
            <UploadedImage image={src} alt="" sizes="128px" width={128} height={80} className="h-20 w-32 rounded-md object-cover" placeholderIcon="image" />
          )}
          <span className="text-sm break-all text-slate-700">{isBuiltInPicture(src) ? "Built-in picture" : "Uploaded picture"}</span>
        </div>
      ) : (
        <p className="text-sm text-slate-700">No picture chosen yet.</p>
      )}
      <div>
        <label htmlFor={`${id}-builtin`} className="font-semibold text-indigo-950">
          Built-in picture
        </label>
        <select
          id={`${id}-builtin`}
          value={isBuiltInPicture(src) ? src : ""}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            if (chosen) onChange({ ...value, src: chosen });
          }}
          className={inputClass}
        >
          <option value="">{isBuiltInPicture(src) || !src ? "Choose…" : "(an uploaded picture is used)"}</option>
          {Object.keys(BUILT_IN_PICTURES).map((path) => (
            <option key={path} value={path}>
              {path.replace("/images/", "").replace(".svg", "")}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-file`} className="font-semibold text-indigo-950">
          Or upload a photo
        </label>
        <input
          id={`${id}-file`}
          ref={fileInput}
          type="file"
          accept={PICTURE_ACCEPT}
          disabled={sent !== null}
          aria-describedby={shownError ? `${id}-error` : undefined}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
          className={`${inputClass} cursor-pointer py-2 file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-indigo-900 file:px-4 file:py-2 file:font-semibold file:text-white`}
        />
        {shownError ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-red-700">
            {shownError}
          </p>
        ) : null}
      </div>
      {sent !== null ? <UploadProgress sent={sent} /> : null}
      <TextField
        label="What the picture shows"
        value={value.alt ?? ""}
        onChange={(alt) => onChange({ ...value, alt })}
        maxLength={BLOCK_LIMITS.alt}
        hint="Read aloud to visitors who cannot see it. Leave empty when the picture only decorates."
      />
    </fieldset>
  );
}
