import { useEffect, useRef } from "react";
import { imageUrl } from "@lampstand/contract/image-url";
import type { SermonAudio } from "@lampstand/contract/sermons";
import { Field, inputClass } from "~/components/ui/field";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import type { FileChoice } from "./file-choice";
import { formatFileSize } from "~/lib/picture-rules";
import { useRootData } from "~/lib/root-data";
import { AUDIO_ACCEPT, formatDuration, spokenDuration } from "./audio-rules";

/**
 * The sermon's audio field: a file input that offers MP3 and M4A, the chosen file's name and size
 * with a way to take it back, or else the sermon's current audio (playable, with the duration the
 * server read from it). The error under it is the browser's refusal or the server's word.
 */
export function AudioPicker({ choice, current, error }: { choice: FileChoice; current: SermonAudio | null; error?: string }) {
  const { chosen, choose, clear } = choice;
  const input = useRef<HTMLInputElement>(null);
  const { apiBase } = useRootData();

  // The input shows the name of what it last held: empty it whenever the form holds no audio.
  useEffect(() => {
    if (!chosen && input.current) input.current.value = "";
  }, [chosen]);

  return (
    <div className="flex flex-col gap-4">
      <Field label="Audio" hint="The recording of the sermon as MP3 or M4A, up to 200 MB. Its length is read from the file." error={error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            name="audio"
            accept={AUDIO_ACCEPT}
            onChange={(event) => {
              // A refused file must not stay in the input, looking chosen.
              if (!choose(event.currentTarget.files?.[0] ?? null)) event.currentTarget.value = "";
            }}
            className={`${inputClass} cursor-pointer py-2 file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-indigo-900 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-indigo-800 disabled:cursor-not-allowed`}
          />
        )}
      </Field>
      {chosen ? (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3" data-chosen-audio="">
          <span className="text-sm font-semibold text-indigo-950">Chosen audio</span>
          <span className="max-w-full text-sm break-all text-slate-700">
            {chosen.name} · {formatFileSize(chosen.size)}
          </span>
          <button type="button" onClick={clear} className={buttonClass({ variant: "secondary", size: "sm" })}>
            <Icon name="close" className="size-4" />
            Remove this audio
          </button>
        </div>
      ) : current ? (
        <figure className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
          <figcaption className="text-sm text-slate-700">
            <span className="block font-semibold text-indigo-950">Current audio</span>
            <span aria-hidden="true">{formatDuration(current.duration_seconds)}</span>
            <span className="sr-only">{spokenDuration(current.duration_seconds)}</span> · {formatFileSize(current.bytes)}. It stays unless you choose a new file.
          </figcaption>
          {/* Nothing is fetched until staff press play. */}
          <audio controls preload="none" src={imageUrl(apiBase, current.url)} className="w-full">
            <a href={imageUrl(apiBase, current.url)}>Download the current audio</a>
          </audio>
        </figure>
      ) : null}
    </div>
  );
}
